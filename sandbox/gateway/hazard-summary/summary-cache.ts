import type { Db } from '../../db/open-database';
import { renderSummaryPdf } from './summary-pdf';
import { summaryContent } from './summary-source';

const MAX_CACHED = 64;

/**
 * Written summaries drawn on first request and kept (a few dozen, the oldest dropped first): a summary is a letter
 * that was sent, so it never changes under its id (its HAZSUM01 entry's), and the same summary is the same bytes.
 */
export class SummaryCache {
  private readonly drawn = new Map<string, Promise<Buffer>>();

  constructor(private readonly db: Db) {}

  /** The summary's PDF, or undefined when the repair has no summary sent under that id. */
  pdfOf(workOrderId: string, summaryId: string): Promise<Buffer> | undefined {
    const key = `${workOrderId}/${summaryId}`;
    const cached = this.drawn.get(key);
    if (cached) return cached;
    const content = summaryContent(this.db, workOrderId, summaryId);
    if (!content) return undefined;
    const pdf = renderSummaryPdf(content);
    this.drawn.set(key, pdf);
    if (this.drawn.size > MAX_CACHED) this.drawn.delete(this.drawn.keys().next().value as string);
    pdf.catch(() => this.drawn.delete(key));
    return pdf;
  }
}
