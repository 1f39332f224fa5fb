import rule from '../../rules/repair-status-display.json';
import { asRuleFile } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import { ruleText } from './rule-texts';

/** A repair as far as its shown status goes: a list item, or a work order read from the gateway. */
export interface StatusFacts {
  status: string;
  isRaisedAsTriage?: boolean | null;
}

/**
 * The status as the repair history list and its cards show it (rules/repair-status-display.json): In Diagnosis reads
 * Draft or Under Review, the catalyst triage statuses read Catalyst, and a status with no row reads as its own name.
 */
export function repairStatusLabel(repair: StatusFacts): string {
  const row = lookUpRuleRow('repair-status-display', asRuleFile(rule), {
    status: repair.status,
    isRaisedAsTriage: repair.isRaisedAsTriage ?? null,
  });
  return row ? ruleText(row.text('label')) : repair.status;
}
