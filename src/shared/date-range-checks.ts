import checksRule from '../../rules/date-range-checks.json';
import { requireRuleRow } from '../engine/rule-file';
import { calendarDay, isCalendarDay } from './dates';

// The date ranges a resident types (transactions, the custom statement request, the inbox): which checks each makes
// and the message each gives are rules/date-range-checks.json (how far back each starts: date-range-defaults.ts).
// Days are YYYY-MM-DD on the London clock. Pure: no clock, no React.

export type DateRangeForm = 'transactions' | 'statement' | 'messages';
export type DateRangeField = 'from' | 'to';
/** The checks, in the order a date is checked (afterTo last, across both dates). */
export type DateCheck = 'missing' | 'notReal' | 'afterToday' | 'beforeTenancyStart' | 'afterTo';

const CHECKS = 'date-range-checks';

/**
 * The message a check gives on a range (null when the range does not make it). A message the page does not word is
 * an error naming the file and cell, never a message shown without its values.
 */
export function dateCheckMessage<Code extends string>(
  form: DateRangeForm,
  field: DateRangeField,
  check: DateCheck,
  known: readonly Code[],
): Code | null {
  return requireRuleRow(CHECKS, checksRule, { form, field, check }).optionalChoice('message', known);
}

/**
 * A date's first problem (missing, not real, after today, before the tenancy began), as the range's message; null when
 * none.
 */
export function dateProblemOf<Code extends string>(
  form: DateRangeForm,
  field: DateRangeField,
  facts: { value: string; today: string; tenancyStart?: string | null },
  known: readonly Code[],
): Code | null {
  const start = facts.tenancyStart == null ? undefined : calendarDay(facts.tenancyStart);
  const value = facts.value;
  const fails: Record<Exclude<DateCheck, 'afterTo'>, () => boolean> = {
    missing: () => value.replace(/-/g, '').trim() === '',
    notReal: () => !isCalendarDay(value),
    afterToday: () => value > facts.today,
    beforeTenancyStart: () => start !== undefined && value < start,
  };
  for (const check of ['missing', 'notReal', 'afterToday', 'beforeTenancyStart'] as const) {
    const message = dateCheckMessage(form, field, check, known);
    if (message !== null && fails[check]()) return message;
    // A date that is not real cannot be compared: the later checks are left for when it is.
    if (check === 'notReal' && fails.notReal()) return null;
  }
  return null;
}
