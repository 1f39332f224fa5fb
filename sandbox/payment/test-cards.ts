export interface CardOutcome {
  /** 0 is success; anything else is a failure the portal shows as "payment failed". */
  resultCode: number;
  heading: string;
  message: string;
}

export const SUCCESS: CardOutcome = { resultCode: 0, heading: 'Payment successful', message: 'Your payment has been taken.' };

/**
 * The sandbox's test cards (the same numbers card gateways publish for testing). Failure codes follow ISO 8583
 * response codes: 05 do not honour, 54 expired card, 82 security code check failed.
 */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4444333322221111': SUCCESS,
  '4000000000000002': { resultCode: 5, heading: 'Your payment was declined', message: 'Your card was declined. No money has been taken. Try another card.' },
  '4000000000000069': { resultCode: 54, heading: 'Your card has expired', message: 'The card has expired. No money has been taken. Try another card.' },
  '4000000000000127': {
    resultCode: 82,
    heading: 'The card security code is incorrect',
    message: 'The card security code did not match. No money has been taken. Check the code or try another card.',
  },
};

/** Any other well-formed card number: the sandbox takes no real cards. */
export const UNKNOWN_CARD: CardOutcome = {
  resultCode: 5,
  heading: 'Your payment was declined',
  message: 'This test payment page accepts only its test cards. No money has been taken.',
};

export function outcomeForCard(cardNumber: string): CardOutcome {
  return TEST_CARDS[cardNumber] ?? UNKNOWN_CARD;
}
