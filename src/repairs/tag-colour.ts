import type { RuleRow } from '../engine/rule-table';
import { TAG_COLOURS, type TagColour } from '../shared/tag-colours';
import { readChoice } from './rule-choice';

export { TAG_COLOURS, type TagColour };

/** The `colour` cell of a colour table (rules/repair-status-colours.json, rules/repair-detail-badge-colours.json). */
export function readTagColour(row: RuleRow): TagColour {
  return readChoice(row, 'colour', TAG_COLOURS);
}
