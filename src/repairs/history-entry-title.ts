import rule from '../../rules/repair-history-titles.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import type { HistoryItem } from '../gateway/work-orders';

export interface HistoryEntryTitle {
  /** false for an entry the timeline leaves out (a work-order event it has no title for). */
  shown: boolean;
  /** The locale key of the entry's title; null for an entry shown without one. */
  titleKey: string | null;
}

/** Whether a History entry is shown, and under which title (rules/repair-history-titles.json). */
export function historyEntryTitle(entry: Pick<HistoryItem, 'identifier' | 'subType'>): HistoryEntryTitle {
  const inputs = { identifier: entry.identifier, subType: entry.subType };
  const row = requireRow(
    'repair-history-titles',
    lookUpRuleRow('repair-history-titles', asRuleFile(rule), inputs),
    inputs,
  );
  return { shown: row.boolean('shown'), titleKey: row.optionalText('title') };
}
