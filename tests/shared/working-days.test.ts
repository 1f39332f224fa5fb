import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  bankHolidayCalendar,
  BANK_HOLIDAYS,
  calendarEndsWithin,
  isWorkingDay,
  workingDayCalendar,
  workingDaysBetween,
} from '../../src/shared/working-days';

// The working-day calendar of rules/bank-holidays.json (docs/decisions/0059): weekends and the bank holidays of
// England and Wales are not working days, day 0 is never counted, and past the calendar's end nothing is guessed.
const calendar = bankHolidayCalendar();

describe('the bank holidays of England and Wales', () => {
  it('covers this year and the next two at least, in GOV.UK dates', () => {
    expect(calendar.firstDay <= '2026-01-01').toBe(true);
    expect(calendar.lastDay >= '2028-12-31').toBe(true);
    for (const day of ['2025-12-25', '2025-12-26', '2026-04-03', '2026-04-06', '2026-12-25', '2026-12-28'])
      expect(isWorkingDay(calendar, day), day).toBe(false);
    // 2027: Christmas and Boxing Day fall at the weekend; the substitutes are the Monday and Tuesday.
    expect(isWorkingDay(calendar, '2027-12-27')).toBe(false);
    expect(isWorkingDay(calendar, '2027-12-28')).toBe(false);
    // 2028: New Year's Day is a Saturday, kept on Monday 3 January.
    expect(isWorkingDay(calendar, '2028-01-03')).toBe(false);
  });

  it('has no weekend day and no day twice', () => {
    const dates = BANK_HOLIDAYS['england-and-wales'].events.map((e) => e.date);
    expect(new Set(dates).size).toBe(dates.length);
    for (const day of dates) expect([0, 6], day).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
  });

  it('counts a Saturday, a Sunday and an ordinary Wednesday', () => {
    expect(isWorkingDay(calendar, '2025-11-08')).toBe(false);
    expect(isWorkingDay(calendar, '2025-11-09')).toBe(false);
    expect(isWorkingDay(calendar, '2025-11-05')).toBe(true);
  });
});

describe('adding working days', () => {
  it('a report on Monday 3 November 2025 is investigated by Monday 17 November 2025 (AW-4, no bank holidays)', () => {
    expect(addWorkingDays(calendar, '2025-11-03', 10)).toBe('2025-11-17');
  });

  it('skips Christmas, Boxing Day and New Year: 10 working days from Monday 22 December 2025 is 8 January 2026', () => {
    expect(addWorkingDays(calendar, '2025-12-22', 10)).toBe('2026-01-08');
  });

  it('skips Easter: 3 working days from Thursday 2 April 2026 is Thursday 9 April', () => {
    expect(addWorkingDays(calendar, '2026-04-02', 3)).toBe('2026-04-09');
  });

  it('starts the next day whatever day 0 is: a Saturday report counts from Monday', () => {
    expect(addWorkingDays(calendar, '2025-11-08', 1)).toBe('2025-11-10');
  });

  it('is to be confirmed (null) when the answer lies past the calendar', () => {
    expect(addWorkingDays(calendar, '2028-12-20', 10)).toBeNull();
    expect(addWorkingDays(calendar, '2031-01-06', 1)).toBeNull();
  });

  it('counts the working days left: after today up to and including the due day', () => {
    expect(workingDaysBetween(calendar, '2025-11-03', '2025-11-17')).toBe(10);
    expect(workingDaysBetween(calendar, '2025-11-17', '2025-11-17')).toBe(0);
    expect(workingDaysBetween(calendar, '2025-12-24', '2025-12-29')).toBe(1);
  });
});

describe('the calendar running out', () => {
  const file = (last: string) => ({
    description: 'test',
    'england-and-wales': {
      division: 'england-and-wales' as const,
      events: [
        { title: 'New Year’s Day', date: '2026-01-01' },
        { title: 'Boxing Day', date: last },
      ],
    },
  });

  it('ends on 31 December of its last year', () => {
    expect(workingDayCalendar(file('2027-12-28')).lastDay).toBe('2027-12-31');
  });

  it('warns within 6 months of the end, not before', () => {
    expect(calendarEndsWithin(file('2027-12-28'), '2027-07-01', 6)).toBe(true);
    expect(calendarEndsWithin(file('2027-12-28'), '2027-06-30', 6)).toBe(false);
    expect(calendarEndsWithin(BANK_HOLIDAYS, '2026-12-02', 6)).toBe(false);
  });
});
