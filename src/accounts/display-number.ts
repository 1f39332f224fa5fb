/**
 * The account number as the accounts page shows it (portal.md §3 "DisplayNumber (entries with 0 are dropped, the rest
 * sorted ascending)"): the finance system's placeholders of nought dropped, the rest from the smallest, comma
 * separated. Numbers are compared as numbers where both are, so "900" comes before "1000".
 */
export function displayNumber(entries: readonly string[]): string {
  const numbers = entries.map((entry) => entry.trim()).filter((entry) => entry !== '' && !/^0+$/.test(entry));
  const numeric = (entry: string) => /^\d+$/.test(entry);
  // BigInt: an account number may be longer than a double holds exactly.
  const compare = (a: string, b: string) => {
    if (!numeric(a) || !numeric(b)) return a.localeCompare(b, 'en-GB', { numeric: true });
    const difference = BigInt(a) - BigInt(b);
    return difference < 0n ? -1 : difference > 0n ? 1 : 0;
  };
  return [...new Set(numbers)].sort(compare).join(', ');
}
