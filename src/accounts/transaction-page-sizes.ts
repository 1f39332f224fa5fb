import rule from '../../rules/transaction-page-sizes.json';
import { requireRuleRow } from '../engine/rule-file';

/**
 * The transactions list's batch and the sizes a resident may choose, for the table or the phone's cards
 * (rules/transaction-page-sizes.json; portal.md §9 "default 10, options 10, 20, 100").
 */
export function transactionPageSizes(view: 'desktop' | 'phone'): { pageSize: number; choices: number[] } {
  const row = requireRuleRow('transaction-page-sizes', rule, { view });
  return { pageSize: row.number('pageSize'), choices: row.numbers('pageSizeChoices') };
}
