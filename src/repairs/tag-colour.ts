import type { RuleRow } from '../engine/rule-table';
import { readChoice } from './rule-choice';

/** The colours of the GOV.UK tag component (govuk-tag--<colour>), which status tags and badges use. */
export const TAG_COLOURS = ['grey', 'green', 'turquoise', 'blue', 'light-blue', 'purple', 'pink', 'red', 'orange', 'yellow'] as const;

export type TagColour = (typeof TAG_COLOURS)[number];

/** The `colour` cell of a colour table (rules/repair-status-colours.json, rules/repair-detail-badge-colours.json). */
export function readTagColour(row: RuleRow): TagColour {
  return readChoice(row, 'colour', TAG_COLOURS);
}
