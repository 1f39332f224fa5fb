import { t, type MessageKey } from '../../shared/i18n';
import type { PagedListView } from './use-paged-list';

/**
 * The words a list says about itself, by message code, in this order: nothing at all to show ("You have no repairs");
 * nothing matches the search or filters (null: the same words as none); one item ("Showing 1 repair"); the phone's
 * cards, or a list that is not counted ({shown} and, when counted, {total}); a page of the table ({from}, {to},
 * {total}; null for a list paged by key).
 */
export type SummaryTexts = readonly [
  none: MessageKey,
  noMatch: MessageKey | null,
  one: MessageKey,
  count: MessageKey,
  range: MessageKey | null,
];

export interface SummaryFacts {
  view: PagedListView;
  /** Position of the first item shown (0 for the first). */
  offset: number;
  shown: number;
  /** How many match in all; the number shown for a list paged by key, which is not counted. */
  total: number;
  /** A search or filter is applied, so an empty list means nothing matched rather than nothing at all. */
  narrowed: boolean;
}

/**
 * What the list says about itself, also announced politely when it changes: "Showing 11 to 20 of 31 repairs" on the
 * table, "Showing 100 of 131 repairs" as the phone list grows, "Showing 10 cases" for a list paged by key, or why it
 * is empty.
 */
export function resultsSummary(texts: SummaryTexts, { view, offset, shown, total, narrowed }: SummaryFacts): string {
  const [none, noMatch, one, count, range] = texts;
  if (total === 0 || shown === 0) return t(narrowed && noMatch !== null ? noMatch : none);
  if (total === 1) return t(one);
  if (view === 'phone' || range === null) return t(count, { shown, total });
  return t(range, { from: offset + 1, to: offset + shown, total });
}
