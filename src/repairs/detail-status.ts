import badgeRule from '../../rules/repair-detail-badge-colours.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import statusRule from '../../rules/repair-detail-status.json';
import { evaluateRuleValue } from '../engine/evaluate-rule';
import { lookUpRuleRow } from '../engine/rule-table';
import type { HistoryItem } from '../gateway/work-orders';
import { repairTimeline } from './repair-timeline';
import { ruleText } from './rule-texts';
import { readTagColour, type TagColour } from './tag-colour';

/** The status badge beside the job reference on the repair detail page. */
export interface DetailStatus {
  label: string;
  colour: TagColour;
}

/**
 * The detail page's status badge (rules/repair-detail-status.json, rules/repair-detail-badge-colours.json): On Hold
 * while on hold, else the title of the newest History entry that has one, else Draft; red for Repair cancelled,
 * green for Repair completed, yellow otherwise.
 */
export function repairDetailStatus(status: string, history: readonly HistoryItem[]): DetailStatus {
  const newestTitle = repairTimeline(history).find((entry) => entry.titleKey !== null)?.titleKey ?? null;
  const shownStatus = evaluateRuleValue(
    'repair-detail-status',
    asRuleFile(statusRule),
    { status, newestTitle },
    'text',
  );
  const inputs = { shownStatus };
  const colour = readTagColour(
    requireRow(
      'repair-detail-badge-colours',
      lookUpRuleRow('repair-detail-badge-colours', asRuleFile(badgeRule), inputs),
      inputs,
    ),
  );
  return { label: ruleText(shownStatus), colour };
}
