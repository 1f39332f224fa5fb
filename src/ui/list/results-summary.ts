import { t, type MessageKey } from '../../shared/i18n';
import type { PagedListView } from './use-paged-list';

/** The words a list says about itself, by message code. */
export interface SummaryTexts {
  /** Nothing at all to show ("You have no repairs"). */
  none: MessageKey;
  /** Nothing matches the search or filters; `none` when the list has no such words. */
  noMatch?: MessageKey;
  /** One item ("Showing 1 repair"). */
  one: MessageKey;
  /** The phone's cards, or a list that is not counted: {shown} and, when counted, {total}. */
  count: MessageKey;
  /** A page of the table: {from}, {to} and {total}; a list paged by key has none. */
  range?: MessageKey;
}

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
  if (total === 0 || shown === 0) return t(narrowed && texts.noMatch ? texts.noMatch : texts.none);
  if (total === 1) return t(texts.one);
  if (view === 'phone' || texts.range === undefined) return t(texts.count, { shown, total });
  return t(texts.range, { from: offset + 1, to: offset + shown, total });
}
