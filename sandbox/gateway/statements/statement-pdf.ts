import PDFDocument from 'pdfkit';

/** One line of a statement: a transaction of the month, in pounds (a debit is owed by the resident). */
export interface StatementLine {
  /** ISO date-time of the transaction. */
  date: string;
  description: string;
  debit: number | null;
  credit: number | null;
  /** The running balance after it; above zero is arrears. */
  balance: number;
}

export interface StatementContent {
  /** "Rent account statement, March 2026": the document's title, shown by the viewer instead of the file name. */
  title: string;
  customerName: string;
  address: string;
  paymentReference: string;
  /** "1 March 2026 to 31 March 2026". */
  period: string;
  opening: number;
  lines: readonly StatementLine[];
  closing: number;
  /** The document's creation date, fixed so the same statement is the same bytes every time. */
  createdAt: Date;
}

const pounds = (value: number): string =>
  `£${Math.abs(value).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A balance in words as well as figures: never by sign alone. */
export function statementBalance(value: number): string {
  if (value > 0.004) return `${pounds(value)} in arrears`;
  if (value < -0.004) return `${pounds(value)} in credit`;
  return pounds(0);
}

const ukDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A monthly statement as a tagged PDF (PDF 1.7, language en-GB, the title shown by the viewer): a heading, the
 * resident's details, the opening balance, a table with real structure (Table, TR, TH with column scope, TD) of each
 * transaction with its date, description, debit, credit and running balance, and the closing balance. The same
 * content gives the same bytes (the creation date is the content's, and the file id derives from it).
 */
export function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: content.title,
      Author: 'Peabody',
      Subject: `Statement for payment reference ${content.paymentReference}`,
      CreationDate: content.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const paragraph = (text: string, structType = 'P') => doc.text(text, { structParent: root, structType });

  doc.font('Helvetica-Bold').fontSize(18);
  paragraph(content.title, 'H1');
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  paragraph(content.customerName);
  paragraph(content.address);
  paragraph(`Payment reference: ${content.paymentReference}`);
  paragraph(`Statement period: ${content.period}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13);
  paragraph('Transactions', 'H2');
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  paragraph(`Opening balance: ${statementBalance(content.opening)}`);
  doc.moveDown(0.3);

  const header = ['Date', 'Description', 'Debit', 'Credit', 'Balance'].map((text) => ({
    text,
    type: 'TH',
    scope: 'Column',
    font: { src: 'Helvetica-Bold' },
  }));
  const rows = content.lines.map((line) => [
    ukDate(line.date),
    line.description,
    line.debit === null ? '' : pounds(line.debit),
    line.credit === null ? '' : pounds(line.credit),
    statementBalance(line.balance),
  ]);
  const body = rows.length > 0 ? rows : [[{ text: 'No transactions this month', colSpan: 5 }]];
  doc.table({
    structParent: root,
    columnStyles: [
      70,
      '*',
      { width: 62, align: { x: 'right' } },
      { width: 62, align: { x: 'right' } },
      { width: 118, align: { x: 'right' } },
    ],
    rowStyles: (index: number) => (index === 0 ? { backgroundColor: '#f3f2f1' } : {}),
    data: [header, ...body],
  } as unknown as Parameters<typeof doc.table>[0]);

  doc.moveDown(0.5).fontSize(10);
  paragraph(`Closing balance: ${statementBalance(content.closing)}`);
  doc.moveDown();
  paragraph('Questions about this statement? Send us a message from your online account.');
  root.end();
  doc.end();
  return done;
}
