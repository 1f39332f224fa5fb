// The transactions as a CSV file a spreadsheet opens (RFC 4180: comma separated, CRLF line ends, a field with a comma,
// quote or line break in double quotes, quotes doubled). Pure.

/** A cell that starts with one of these is a formula to a spreadsheet (CSV injection, OWASP): it is prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, safe to open: a formula's first character neutralised, then quoted where CSV needs it. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text, with a byte order mark so a spreadsheet reads £ as £. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
