import defaultsRule from '../../rules/date-range-defaults.json';
import type { RuleFile } from '../../schemas/generated/rule';
import { ConditionError } from '../engine/errors';
import { lookUpRuleRow } from '../engine/rule-table';
import { yearsBefore } from './dates';

// How far back the date ranges a resident is first shown start (rules/date-range-defaults.json), apart from their
// checks (date-range-checks.ts): the home page's latest messages need the one, not the other.

/** The first day of a range's default: so many years before today. */
export function defaultRangeStart(form: 'transactions' | 'messages', today: string): string {
  const name = 'date-range-defaults';
  const row = lookUpRuleRow(name, defaultsRule as RuleFile, { form });
  if (row === null)
    throw new ConditionError('CONDITION_THREW', `rules/${name}.json`, '/rows', `No row for the ${form} range: add one`);
  return yearsBefore(today, row.number('yearsBack'));
}
