/** "50.00" (the contract's amount: pounds, two decimals) as pence; the schema has checked the shape. */
export function penceFromAmount(amount: string): number {
  const [pounds = '0', pence = '00'] = amount.split('.');
  return Number(pounds) * 100 + Number(pence);
}

/** Pence as the contract's amount, "50.00". */
export function amountFromPence(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * Pence as a resident reads it: "£1,250.00". In whole numbers throughout (pounds and the pence left over), never a
 * float of pounds, so no amount is ever a penny out.
 */
export function poundsText(pence: number): string {
  const whole = Math.abs(pence);
  const sign = pence < 0 ? '-' : '';
  return `${sign}£${Math.floor(whole / 100).toLocaleString('en-GB')}.${String(whole % 100).padStart(2, '0')}`;
}

/** The contract's amount ("1250.00") as a resident reads it, "£1,250.00": the one parse, penceFromAmount. */
export function amountText(amount: string): string {
  return poundsText(penceFromAmount(amount));
}
