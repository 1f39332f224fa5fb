import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../src/accounts/transactions-csv';

describe('the transactions CSV', () => {
  it('never lets a spreadsheet run a cell: = + - @ tab and return at the start are prefixed', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(
        csvCell(`${start}HYPERLINK("x")`).startsWith("'") || csvCell(`${start}HYPERLINK("x")`).startsWith(`"'`),
      ).toBe(true);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-39.50')).toBe("'-39.50");
    expect(csvCell('Rent = charged')).toBe('Rent = charged');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Payment, thank you')).toBe('"Payment, thank you"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('writes rows with CRLF line ends after a byte order mark', () => {
    expect(
      csvText([
        ['Date', 'Amount'],
        ['1 March 2026', '£1,450.00'],
      ]),
    ).toBe('\uFEFFDate,Amount\r\n1 March 2026,"£1,450.00"\r\n');
  });
});
