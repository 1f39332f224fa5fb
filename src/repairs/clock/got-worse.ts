import rule from '../../../rules/statutory-clock-got-worse.json';
import { asRuleFile } from '../../engine/rule-file';
import { evaluateRule } from '../../engine/evaluate-rule';
import { parseDateTime, wholeMonthsBetween } from '../../shared/dates';
import { isDampMouldRepair, type RepairClockFacts } from './repair-clock';

/** A repair as far as "It has got worse" goes. */
export type GotWorseFacts = Pick<RepairClockFacts, 'status' | 'isDampAndMould' | 'sorCode' | 'raisedDate'>;

/**
 * Whether the repair offers "It has got worse" at `now` (rules/statutory-clock-got-worse.json, AW-12): a damp and
 * mould repair
 * that is closed, or old and still open. Lives with the clock, as it loads with it after the repair's history and
 * shares its reading of a damp and mould repair.
 */
export function canReportWorse(repair: GotWorseFacts, now: Date): boolean {
  const raised = parseDateTime(repair.raisedDate);
  return evaluateRule('statutory-clock-got-worse', asRuleFile(rule), {
    status: repair.status,
    dampMould: isDampMouldRepair(repair),
    monthsSinceRaised: raised ? wholeMonthsBetween(raised, now) : null,
  });
}
