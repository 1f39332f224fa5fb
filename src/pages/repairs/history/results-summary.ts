import { t } from '../../../shared/i18n';
import type { HistoryView } from '../../../repairs';

export interface SummaryFacts {
  view: HistoryView;
  /** Position of the first repair shown (0 for the first). */
  offset: number;
  shown: number;
  total: number;
  /** A search or filter is applied, so an empty list means nothing matched rather than no repairs at all. */
  narrowed: boolean;
}

/**
 * What the list says about itself, also announced politely when it changes: "Showing 11 to 20 of 31 repairs" on the
 * table, "Showing 100 of 131 repairs" as the phone list grows, or why it is empty.
 */
export function resultsSummary({ view, offset, shown, total, narrowed }: SummaryFacts): string {
  if (total === 0 || shown === 0) return narrowed ? t('repair_history_no_results') : t('repair_history_no_repairs');
  if (total === 1) return t('repair_history_showing_one');
  if (view === 'mobile') return t('repair_history_showing_count', { shown, total });
  return t('repair_history_showing_range', { from: offset + 1, to: offset + shown, total });
}
