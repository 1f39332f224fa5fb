/**
 * A minimal one-page PDF (Helvetica, WinAnsi) with a heading and lines of text. Offsets in the cross-reference
 * table are byte-exact, so real viewers open the statements and asset documents without repairing them.
 */
export function buildPdf(heading: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    `/F1 16 Tf 56 780 Td (${escapePdfText(heading)}) Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];

  // The second header line holds bytes above 127 so transfer tools treat the file as binary.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const TYPOGRAPHIC: Record<string, string> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
};

/** Escapes PDF string delimiters and keeps to Latin-1, which WinAnsi shows correctly (including £). */
function escapePdfText(s: string): string {
  return Array.from(s)
    .map((ch) => TYPOGRAPHIC[ch] ?? ch)
    .map((ch) => (ch.charCodeAt(0) > 0xff ? '?' : ch))
    .join('')
    .replace(/[\\()]/g, (m) => `\\${m}`);
}
