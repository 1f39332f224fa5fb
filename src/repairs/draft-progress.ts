import rule from '../../rules/repair-draft-progress.json';
import { asRuleFile } from '../engine/rule-file';
import { ConditionError } from '../engine/errors';
import { evaluateRuleValue } from '../engine/evaluate-rule';

/** repairs.md §4 Draft progress: a repair goes through 5 steps. */
export const DRAFT_STEPS = 5;

export interface DraftProgress {
  total: number;
  /** Steps done, 1 to 5. */
  completed: number;
  /** The step the repair is at (the one after the done ones); null when all 5 are done. */
  current: number | null;
}

/** A repair as far as its progress goes. */
export interface DraftProgressFacts {
  status: string;
  jobNo?: string | null;
  reportingMethod?: string | null;
  chargeCustomer?: boolean | null;
}

/** How far the repair has got, for the progress shown with a draft (rules/repair-draft-progress.json). */
export function draftProgress(repair: DraftProgressFacts): DraftProgress {
  const completed = evaluateRuleValue(
    'repair-draft-progress',
    asRuleFile(rule),
    {
      status: repair.status,
      jobNo: repair.jobNo ?? null,
      reportingMethod: repair.reportingMethod ?? null,
      chargeCustomer: repair.chargeCustomer ?? null,
    },
    'number',
  );
  if (!Number.isInteger(completed) || completed < 1 || completed > DRAFT_STEPS) {
    throw new ConditionError(
      'CONDITION_THREW',
      'rules/repair-draft-progress.json',
      '/logic',
      `The rule gave ${completed} steps done: it must be a whole number from 1 to ${DRAFT_STEPS}`,
    );
  }
  return { total: DRAFT_STEPS, completed, current: completed < DRAFT_STEPS ? completed + 1 : null };
}
