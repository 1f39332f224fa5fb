import type { RuleRow } from '../engine/rule-table';
import { TAG_COLOURS, type TagColour } from '../shared/tag-colours';

export { TAG_COLOURS, type TagColour };

/** The `colour` cell of a colour table (rules/repair-status-colours.json, rules/repair-detail-badge-colours.json). */
export function readTagColour(row: RuleRow): TagColour {
  return row.choice('colour', TAG_COLOURS);
}
