import PDFDocument from 'pdfkit';

/** One section of a written summary: its heading and its paragraphs. */
export interface SummarySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface SummaryContent {
  /** "Written summary of our damp and mould inspection, repair 61000012": shown by the viewer as the title. */
  title: string;
  /** The repair's job number, or its id while it has none. */
  reference: string;
  customerName: string;
  address: string;
  sections: readonly SummarySection[];
  /** When the summary was sent (its HAZSUM01 entry), fixed so the same summary is the same bytes every time. */
  createdAt: Date;
}

/**
 * The written summary of an investigation (Awaab's Law AW-5) as a tagged PDF, drawn as the statements are
 * (statement-pdf.ts): PDF 1.7, language en-GB, the title shown by the viewer, a structure tree of one H1, an H2 per
 * section and its paragraphs. The same content gives the same bytes.
 */
export function renderSummaryPdf(content: SummaryContent): Promise<Buffer> {
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
      Subject: `Written summary for repair ${content.reference}`,
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
  paragraph(`Repair reference: ${content.reference}`);
  for (const section of content.sections) {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13);
    paragraph(section.heading, 'H2');
    doc.moveDown(0.3).font('Helvetica').fontSize(11);
    for (const text of section.paragraphs) {
      paragraph(text);
      doc.moveDown(0.3);
    }
  }
  root.end();
  doc.end();
  return done;
}
