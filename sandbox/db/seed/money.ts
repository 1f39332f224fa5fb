/** "£1,234.56", with "(arrears)" or "(credit)" when asked: a positive balance is owed by the resident. */
export function formatPounds(value: number): string {
  return `£${Math.abs(value).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatBalance(value: number): string {
  if (value > 0) return `${formatPounds(value)} (arrears)`;
  if (value < 0) return `${formatPounds(value)} (credit)`;
  return formatPounds(0);
}
