import rule from '../../../rules/repair-sla-reason.json';
import { evaluateRuleValue } from '../../engine/evaluate-rule';
import { asRuleFile, ruleChoice } from '../../engine/rule-file';

/** Who made the appointment fall outside the window: the contractor (nothing sooner) or the resident (chose later). */
export type SlaReason = 'contractor' | 'resident' | null;

/** Today's date in the association's time zone, YYYY-MM-DD: slot dates are UK calendar dates (src/shared/dates). */
export { isoDay as todayIn } from '../../shared/dates';

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The reason a booking is outside the SLA window (repairs.md §4), as rules/repair-sla-reason.json decides it from the
 * days to the contractor's earliest high-capacity date (the chosen date's when there is none) and to the chosen date:
 * 'contractor', 'resident' or null (within the window). Another text from the rule is an error naming the file.
 */
export function slaReason(today: string, earliestDate: string | null, chosenDate: string): SlaReason {
  const reason = evaluateRuleValue(
    'repair-sla-reason',
    asRuleFile(rule),
    {
      daysToEarliest: daysBetween(today, earliestDate ?? chosenDate),
      daysToChosen: daysBetween(today, chosenDate),
    },
    'text',
  );
  // Empty is within the window.
  const chosen = ruleChoice('repair-sla-reason', reason, ['contractor', 'resident', ''] as const);
  return chosen === '' ? null : chosen;
}
