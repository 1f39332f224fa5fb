import rule from '../../rules/repair-recall.json';
import { asRuleFile } from '../engine/rule-file';
import { evaluateRule } from '../engine/evaluate-rule';
import { parseDateTime, wholeMonthsBetween } from '../shared/dates';

/** A repair as far as a recall goes. */
export interface RecallFacts {
  status: string;
  priority?: string | null;
  completedDate?: string | null;
  isRecall?: boolean | null;
}

/**
 * Whether the repair can be recalled at `now` (rules/repair-recall.json): Completed or Closed, Next Available,
 * completed less than 6 calendar months before now, and not itself a recall. A repair without a readable completed date
 * cannot.
 */
export function canRaiseRecall(repair: RecallFacts, now: Date): boolean {
  const completed = parseDateTime(repair.completedDate);
  return evaluateRule('repair-recall', asRuleFile(rule), {
    status: repair.status,
    priority: repair.priority ?? null,
    monthsSinceCompleted: completed ? wholeMonthsBetween(completed, now) : null,
    isRecall: repair.isRecall ?? null,
  });
}
