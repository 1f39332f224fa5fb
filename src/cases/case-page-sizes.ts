import rule from '../../rules/case-list-page-sizes.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';

const NAME = 'case-list-page-sizes';

/** The case list's batch and the sizes a resident may choose, for the table or the phone's cards. */
export function casePageSizes(view: 'desktop' | 'phone'): { pageSize: number; choices: number[] } {
  const inputs = { view };
  const row = requireRow(NAME, lookUpRuleRow(NAME, asRuleFile(rule), inputs), inputs);
  return { pageSize: row.number('pageSize'), choices: row.numbers('pageSizeChoices') };
}
