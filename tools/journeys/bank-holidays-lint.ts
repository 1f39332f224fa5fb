// The working-day calendar (rules/bank-holidays.json, schemas/rules/bank-holidays.schema.json) is a rule file of its
// own shape, GOV.UK's: the rules lint hands it here. It checks the schema, then warns while the calendar ends within
// 6 months, so someone pastes the next year from GOV.UK before due dates start showing as to be confirmed.
import type { BankHolidaysFile } from '../../schemas/generated/rules.bank-holidays';
import type { RuleProblem } from '../../src/engine/lint/lint-rule';
import { isoDay } from '../../src/shared/dates';
import { calendarEndsWithin, workingDayCalendar } from '../../src/shared/working-days';
import { createSchemaValidator } from './schema-validator';

export const BANK_HOLIDAYS_SCHEMA = 'rules/bank-holidays.schema.json';
const WARN_MONTHS = 6;

export const isBankHolidaysFile = (json: unknown): boolean =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as { $schema?: unknown }).$schema === 'string' &&
  (json as { $schema: string }).$schema.endsWith(`schemas/${BANK_HOLIDAYS_SCHEMA}`);

/** The schema's problems, or the calendar's: a day twice, a day out of order, its end too close to `today`. */
export function lintBankHolidaysFile(root: string, json: unknown, today: Date = new Date()): RuleProblem[] {
  const schemaProblems = createSchemaValidator(root, BANK_HOLIDAYS_SCHEMA, 'The calendar')(json);
  if (schemaProblems.length > 0)
    return schemaProblems.map((p) => ({
      code: 'RULE_SCHEMA',
      severity: 'error',
      pointer: p.pointer,
      message: p.message,
    }));
  const file = json as BankHolidaysFile;
  const problems: RuleProblem[] = [];
  const events = file['england-and-wales'].events;
  events.forEach((event, index) => {
    const previous = events[index - 1];
    if (previous && previous.date >= event.date)
      problems.push({
        code: 'RULE_CALENDAR_ORDER',
        severity: 'error',
        pointer: `/england-and-wales/events/${index}/date`,
        message: `${event.date} comes after ${previous.date}: keep the bank holidays in date order, each once, as GOV.UK lists them.`,
      });
  });
  if (calendarEndsWithin(file, isoDay(today), WARN_MONTHS))
    problems.push({
      code: 'RULE_CALENDAR_ENDING',
      severity: 'warning',
      pointer: '/england-and-wales/events',
      message: `The calendar ends on ${workingDayCalendar(file).lastDay}, within ${WARN_MONTHS} months: add the next year's bank holidays from https://www.gov.uk/bank-holidays.json, or due dates after that day show as "to be confirmed".`,
    });
  return problems;
}
