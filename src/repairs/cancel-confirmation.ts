import rule from '../../rules/repair-cancel-messages.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import { ruleText } from './rule-texts';

/** What the Cancel repair confirmation modal says and offers. */
export interface CancelConfirmation {
  message: string;
  /** true when the modal offers Continue cancel besides Return. */
  offersContinueCancel: boolean;
}

/**
 * The Cancel repair confirmation for the cancel-eligibility answer's error code (rules/repair-cancel-messages.json).
 */
export function cancelConfirmation(errorCode: string | null | undefined): CancelConfirmation {
  const inputs = { errorCode: errorCode?.trim() || null };
  const row = requireRow(
    'repair-cancel-messages',
    lookUpRuleRow('repair-cancel-messages', asRuleFile(rule), inputs),
    inputs,
  );
  return { message: ruleText(row.text('message')), offersContinueCancel: row.boolean('offersContinueCancel') };
}
