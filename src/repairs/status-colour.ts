import rule from '../../rules/repair-status-colours.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import { readTagColour, type TagColour } from './tag-colour';

/** The colour of a repair card's status tag in the history list (rules/repair-status-colours.json). */
export function repairStatusColour(status: string): TagColour {
  const inputs = { status };
  return readTagColour(
    requireRow('repair-status-colours', lookUpRuleRow('repair-status-colours', asRuleFile(rule), inputs), inputs),
  );
}
