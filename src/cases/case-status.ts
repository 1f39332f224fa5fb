import rule from '../../rules/case-status-display.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import type { MessageKey } from '../shared/i18n';
import { TAG_COLOURS, type TagColour } from '../shared/tag-colours';

const NAME = 'case-status-display';

/** How a case's status is shown: its words (a locale key), its tag colour and its place in the home card's order. */
export interface CaseStatusDisplay {
  label: MessageKey;
  colour: TagColour;
  cardOrder: number;
}

/** rules/case-status-display.json for one status (its `otherwise` for a status the table does not name). */
export function caseStatusDisplay(status: string): CaseStatusDisplay {
  const inputs = { status };
  const row = requireRow(NAME, lookUpRuleRow(NAME, asRuleFile(rule), inputs), inputs);
  return {
    label: row.text('label') as MessageKey,
    colour: row.choice('colour', TAG_COLOURS),
    cardOrder: row.number('cardOrder'),
  };
}

/**
 * The home card's cases in its order (portal.md §4: Active, then Resolved, then Cancelled), newest first within a
 * status; a stable sort, so cases the gateway gave newest first stay so.
 */
export function inCardOrder<Item extends { status: string; createdDate: string }>(cases: readonly Item[]): Item[] {
  return [...cases].sort(
    (a, b) =>
      caseStatusDisplay(a.status).cardOrder - caseStatusDisplay(b.status).cardOrder ||
      b.createdDate.localeCompare(a.createdDate),
  );
}
