/** "50.00" (the contract's amount: pounds, two decimals) as pence; the schema has checked the shape. */
export function penceFromAmount(amount: string): number {
  const [pounds = '0', pence = '00'] = amount.split('.');
  return Number(pounds) * 100 + Number(pence);
}

/** Pence as the contract's amount, "50.00". */
export function amountFromPence(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** Pence as a resident reads it: "£1,250.00". */
export function poundsText(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
