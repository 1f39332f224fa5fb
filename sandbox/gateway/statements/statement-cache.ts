import type { Db } from '../../db/open-database';
import { renderStatementPdf } from './statement-pdf';
import { statementContent } from './statement-source';

type KeyValue = { key: string; value: string };

const MAX_CACHED = 64;

/**
 * Statement PDFs drawn on first request and kept (a few dozen, the oldest dropped first): a statement covers a month
 * that has ended, so its transactions no longer change. The same document gives the same bytes whenever it is drawn.
 */
export class StatementCache {
  private readonly drawn = new Map<string, Promise<Buffer>>();

  constructor(private readonly db: Db) {}

  /** The statement's PDF, or undefined when its metadata does not name an account and month this sandbox holds. */
  async pdfOf(documentId: string, metadata: readonly KeyValue[], createdAt: string): Promise<Buffer | undefined> {
    const cached = this.drawn.get(documentId);
    if (cached) return cached;
    const value = (key: string) => metadata.find((entry) => entry.key === key)?.value;
    const accountId = value('account-identifier');
    const month = value('inspection-date')?.slice(0, 7);
    if (!accountId || !month) return undefined;
    const content = statementContent(this.db, accountId, month, new Date(createdAt));
    if (!content) return undefined;
    const pdf = renderStatementPdf(content);
    this.drawn.set(documentId, pdf);
    if (this.drawn.size > MAX_CACHED) this.drawn.delete(this.drawn.keys().next().value as string);
    pdf.catch(() => this.drawn.delete(documentId));
    return pdf;
  }
}
