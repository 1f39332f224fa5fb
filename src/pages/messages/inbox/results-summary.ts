import { t } from '../../../shared/i18n';
import type { InboxView } from './use-inbox-view';

export interface SummaryFacts {
  view: InboxView;
  /** Position of the first message shown (0 for the first). */
  offset: number;
  shown: number;
  total: number;
  /**
   * A search, status or dates narrow the list, so an empty one means none matched (SSC017) rather than none (SSC016).
   */
  narrowed: boolean;
}

/**
 * What the list says about itself, announced politely when it changes: "Showing 11 to 20 of 39 messages" on the table,
 * "Showing 100 of 243 messages" as the phone list grows, or why it is empty (portal.md §8 SSC016, SSC017).
 */
export function resultsSummary({ view, offset, shown, total, narrowed }: SummaryFacts): string {
  if (total === 0 || shown === 0) return narrowed ? t('SSC017') : t('SSC016');
  if (total === 1) return t('messages_showing_one');
  if (view === 'phone') return t('messages_showing_count', { shown, total });
  return t('messages_showing_range', { from: offset + 1, to: offset + shown, total });
}
