import defaultsRule from '../../rules/date-range-defaults.json';
import { requireRuleRow } from '../engine/rule-file';
import { yearsBefore } from './dates';

// How far back the date ranges a resident is first shown start (rules/date-range-defaults.json), apart from their
// checks (date-range-checks.ts): the home page's latest messages need the one, not the other.

/** The first day of a range's default: so many years before today. */
export function defaultRangeStart(form: 'transactions' | 'messages', today: string): string {
  return yearsBefore(today, requireRuleRow('date-range-defaults', defaultsRule, { form }).number('yearsBack'));
}
