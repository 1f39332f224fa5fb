import rule from '../../rules/case-next-steps.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import type { MessageKey } from '../shared/i18n';

const NAME = 'case-next-steps';

/**
 * What happens next with an open case, and the working days within which a reply comes (rules/case-next-steps.json).
 */
export function caseNextSteps(subTypeCategory: string): { message: MessageKey; replyWorkingDays: number } {
  const inputs = { subTypeCategory };
  const row = requireRow(NAME, lookUpRuleRow(NAME, asRuleFile(rule), inputs), inputs);
  return { message: row.text('message') as MessageKey, replyWorkingDays: row.number('replyWorkingDays') };
}
