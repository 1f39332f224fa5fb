import type { FieldError } from '../idp/pages/layout';

export interface CardInput {
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card form rules, worded as GOV.UK Pay words them. Spaces and dashes in the card number are allowed. */
export function validateCard(
  form: Readonly<Record<string, string | undefined>>,
  today: Date,
): { input: CardInput; errors: FieldError[] } {
  const input: CardInput = {
    nameOnCard: (form.nameOnCard ?? '').trim(),
    cardNumber: (form.cardNumber ?? '').replace(/[\s-]/g, ''),
    expiryMonth: (form.expiryMonth ?? '').trim(),
    expiryYear: (form.expiryYear ?? '').trim(),
    securityCode: (form.securityCode ?? '').trim(),
  };
  const errors: FieldError[] = [];
  if (input.cardNumber === '') errors.push({ field: 'cardNumber', message: 'Enter a card number' });
  else if (!/^\d{12,19}$/.test(input.cardNumber) || !passesLuhn(input.cardNumber)) {
    errors.push({ field: 'cardNumber', message: 'Enter a valid card number' });
  }

  if (input.expiryMonth === '' && input.expiryYear === '') {
    errors.push({ field: 'expiryMonth', message: 'Enter the expiry date' });
  } else {
    const month = /^\d{1,2}$/.test(input.expiryMonth) ? Number(input.expiryMonth) : NaN;
    const year = /^\d{2}$/.test(input.expiryYear)
      ? 2000 + Number(input.expiryYear)
      : /^\d{4}$/.test(input.expiryYear)
        ? Number(input.expiryYear)
        : NaN;
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
    if (!(month >= 1 && month <= 12) || Number.isNaN(year))
      errors.push({ field: 'expiryMonth', message: 'Enter a valid expiry date' });
    else if (year * 12 + (month - 1) < thisMonth)
      errors.push({ field: 'expiryMonth', message: 'Enter a valid expiry date' });
  }

  if (input.nameOnCard === '')
    errors.push({ field: 'nameOnCard', message: 'Enter the name as it appears on the card' });

  if (input.securityCode === '') errors.push({ field: 'securityCode', message: 'Enter the card security code' });
  else if (!/^\d{3,4}$/.test(input.securityCode))
    errors.push({ field: 'securityCode', message: 'Enter a valid card security code' });
  return { input, errors };
}
