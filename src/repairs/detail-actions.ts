import actionsRule from '../../rules/repair-detail-actions.json';
import { asRuleFile, requireRow, ruleChoice } from '../engine/rule-file';
import cancelRule from '../../rules/repair-cancel-button.json';
import mediaRule from '../../rules/repair-media-visible.json';
import { evaluateRule, evaluateRuleValue } from '../engine/evaluate-rule';
import { lookUpRuleRow } from '../engine/rule-table';

/** What the repair detail page works out for a repair of a status (rules/repair-detail-actions.json). */
export interface DetailActions {
  /** A draft: only Resume repair, no contractor, no checks. */
  resumeOnly: boolean;
  checksCancel: boolean;
  checksReschedule: boolean;
}

/** The detail page's actions for a repair's status (repairs.md §4 Detail buttons). */
export function detailActions(status: string): DetailActions {
  const name = 'repair-detail-actions';
  const inputs = { status };
  const row = requireRow(name, lookUpRuleRow(name, asRuleFile(actionsRule), inputs), inputs);
  return {
    resumeOnly: row.boolean('resumeOnly'),
    checksCancel: row.boolean('checksCancel'),
    checksReschedule: row.boolean('checksReschedule'),
  };
}

export type CancelButton = 'shown' | 'disabled' | 'hidden';
const CANCEL_BUTTONS: readonly CancelButton[] = ['shown', 'disabled', 'hidden'];

/**
 * How Cancel repair is offered (rules/repair-cancel-button.json), from the cancel check's answer and the maintenance
 * toggle.
 */
export function cancelButton(facts: { isEligible: boolean | null; maintenance: boolean }): CancelButton {
  const shown = evaluateRuleValue('repair-cancel-button', asRuleFile(cancelRule), facts, 'text');
  return ruleChoice('repair-cancel-button', shown, CANCEL_BUTTONS);
}

/**
 * Whether the page shows the repair's media (rules/repair-media-visible.json): the flag, or the resident's own repair.
 */
export function showsRepairMedia(facts: {
  mediaForEveryone: boolean | null;
  viewerCustomerId: string | null;
  workOrderCustomerId: string | null;
}): boolean {
  return evaluateRule('repair-media-visible', asRuleFile(mediaRule), facts);
}
