import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintBankHolidaysFile } from '../../tools/journeys/bank-holidays-lint';

// The journeys lint on the working-day calendar (rules/bank-holidays.json, decision 0059).
const root = join(import.meta.dirname, '..', '..');
const calendar = JSON.parse(readFileSync(join(root, 'rules', 'bank-holidays.json'), 'utf8')) as {
  'england-and-wales': { events: Array<{ title: string; date: string }> };
};

describe('the bank holidays lint', () => {
  it('finds nothing wrong with the calendar today', () => {
    expect(lintBankHolidaysFile(root, calendar, new Date('2026-12-02T12:00:00Z'))).toEqual([]);
  });

  it('warns when the calendar ends within 6 months', () => {
    const problems = lintBankHolidaysFile(root, calendar, new Date('2028-07-01T12:00:00Z'));
    expect(problems.map((p) => [p.code, p.severity])).toEqual([['RULE_CALENDAR_ENDING', 'warning']]);
  });

  it('refuses days out of order and a file that is not GOV.UK’s shape', () => {
    const events = [...calendar['england-and-wales'].events];
    [events[0], events[1]] = [events[1]!, events[0]!];
    const swapped = { ...calendar, 'england-and-wales': { ...calendar['england-and-wales'], events } };
    expect(lintBankHolidaysFile(root, swapped, new Date('2026-12-02')).map((p) => p.code)).toContain(
      'RULE_CALENDAR_ORDER',
    );
    expect(lintBankHolidaysFile(root, { description: 'x' }, new Date('2026-12-02')).map((p) => p.code)).toEqual([
      'RULE_SCHEMA',
    ]);
  });
});
