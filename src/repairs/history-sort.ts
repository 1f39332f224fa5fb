import rule from '../../rules/repair-history-sort.json';
import { asRuleFile } from '../engine/rule-file';
import { ruleRows } from '../engine/rule-table';
import type { WorkOrderSearchQuery } from '../gateway/work-order-search';
import { ruleText } from './rule-texts';

export type HistoryOrderBy = NonNullable<WorkOrderSearchQuery['orderBy']>;

// The orders the search understands (repairs.md §7); a rule naming any other would be sent and refused.
const ORDERS = ['raisedDate desc', 'raisedDate asc'] as const satisfies readonly HistoryOrderBy[];

/** One choice of the history list's sort dropdown. */
export interface SortOption {
  label: string;
  orderBy: HistoryOrderBy;
  isDefault: boolean;
}

/** The sort choices in the order offered, the default marked (rules/repair-history-sort.json). */
export function repairHistorySortOptions(): SortOption[] {
  return ruleRows('repair-history-sort', asRuleFile(rule)).map((row) => ({
    label: ruleText(row.text('label')),
    orderBy: row.choice('orderBy', ORDERS),
    isDefault: row.boolean('isDefault'),
  }));
}
