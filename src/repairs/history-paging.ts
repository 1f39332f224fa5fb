import rule from '../../rules/repair-history-page-sizes.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';

/** The history list's two layouts: the table (desktop) and the cards with infinite scroll (mobile). */
export type HistoryView = 'desktop' | 'mobile';

export interface HistoryPaging {
  /** Repairs loaded at a time: the search's limit. */
  pageSize: number;
  /** The page sizes the resident may choose; empty when the list scrolls. */
  pageSizeChoices: number[];
}

/** How many repairs the history list loads at a time in this layout (rules/repair-history-page-sizes.json). */
export function repairHistoryPaging(view: HistoryView): HistoryPaging {
  const row = requireRow(
    'repair-history-page-sizes',
    lookUpRuleRow('repair-history-page-sizes', asRuleFile(rule), { view }),
    { view },
  );
  return { pageSize: row.number('pageSize'), pageSizeChoices: row.numbers('pageSizeChoices') };
}
