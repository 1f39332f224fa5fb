import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calendarDay,
  dateTimeRange,
  dottedTime,
  govukTime,
  isoDay,
  longCalendarDate,
  machineTime,
  ordinalDateTime,
  parseDateTime,
  readClockTime,
  shortCalendarDate,
  ukHour,
  ukLocalDateTime,
  ukLongDate,
  ukTime,
  weekdayName,
  wholeMonthsBetween,
} from '../../src/shared/dates';

/** The UK clock as ICU's zone data shows it: what the portal's own rule is held to. */
const intlLondon = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const intlUkTime = (date: Date) => {
  const parts = Object.fromEntries(intlLondon.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute,
    second: parts.second,
  };
};

// British Summer Time in 2026 runs from 01:00 UTC on Sunday 29 March to 01:00 UTC on Sunday 25 October.
describe("UK dates and times, whatever the device's time zone", () => {
  // Far from London both ways, so a date read on the device's clock would be a day out.
  for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
    describe(`on a device set to ${zone}`, () => {
      beforeEach(() => {
        vi.stubEnv('TZ', zone);
      });
      afterEach(() => {
        vi.unstubAllEnvs();
      });

      it('gives the UK calendar day of an instant', () => {
        // 23:30 UTC in summer is half past midnight the next day in London.
        expect(isoDay(new Date('2026-06-03T23:30:00Z'))).toBe('2026-06-04');
        // In winter London is on UTC.
        expect(isoDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
        expect(isoDay(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
      });

      it('changes to BST on the last Sunday of March and back on the last Sunday of October', () => {
        expect(ukLocalDateTime(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T00:59:59');
        expect(ukLocalDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00:00');
        expect(ukLocalDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T01:30:00');
        expect(ukLocalDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T01:30:00');
        expect(isoDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
        expect(isoDay(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
        expect(isoDay(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
      });

      it('gives the UK hour, midnight as 0', () => {
        expect(ukHour(new Date('2026-06-03T23:30:00Z'))).toBe(0);
        expect(ukHour(new Date('2026-11-03T21:00:00Z'))).toBe(21);
      });

      it('writes a gateway date-time the GOV.UK way on the UK calendar', () => {
        expect(ukLongDate('2026-11-16T10:00:00Z')).toBe('16 November 2026');
        expect(ukLongDate('2026-06-03T23:30:00Z')).toBe('4 June 2026');
        expect(ukLongDate('2026-03-12')).toBe('12 March 2026');
      });
    });
  }
});

describe('the UK clock agrees with the time zone database', () => {
  it('at every hour of the two days either side of each clock change, 1996 to 2100, and on dates before 1996', () => {
    const hour = 3_600_000;
    const instants: Date[] = [
      new Date('1995-10-22T00:30:00Z'),
      new Date('1995-10-22T01:30:00Z'),
      new Date('1980-06-01T23:30:00Z'),
      new Date('1968-12-01T12:00:00Z'),
    ];
    for (let year = 1996; year <= 2100; year += 1) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let at = change - 48 * hour; at <= change + 48 * hour; at += hour)
          instants.push(new Date(at), new Date(at - 1000));
      }
      instants.push(
        new Date(Date.UTC(year, 0, 1)),
        new Date(Date.UTC(year, 6, 1, 23, 59, 59)),
        new Date(Date.UTC(year, 11, 31, 23, 30)),
      );
    }
    const disagreeing = instants.filter(
      (instant) => JSON.stringify(ukTime(instant)) !== JSON.stringify(intlUkTime(instant)),
    );
    expect(disagreeing.map((instant) => instant.toISOString())).toEqual([]);
  });
});

describe('gateway date-times', () => {
  it('reads a zone-less date-time as the UTC the gateway writes', () => {
    expect(parseDateTime('2026-11-23T14:00:00')?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(parseDateTime(' 2026-11-23T14:00:00+01:00 ')?.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(machineTime('2026-11-23T14:00')).toBe('2026-11-23T14:00:00.000Z');
  });

  it('reads nothing from a missing or unreadable text, and the formats say so with null', () => {
    for (const text of ['', null, undefined, 'not a date']) {
      expect(parseDateTime(text)).toBeNull();
      expect(ukLongDate(text)).toBeNull();
      expect(ordinalDateTime(text)).toBeNull();
      expect(dateTimeRange(text, text)).toBeNull();
    }
  });
});

describe("the spec's formats (repairs.md §9)", () => {
  // The repair detail page's tests pin these formats further (tests/pages/repair-detail/detail-helpers.test.ts).
  it('writes "MMMM Do YYYY, h:mm:ss A" on the UK clock, either side of the October change', () => {
    expect(ordinalDateTime('2026-10-25T00:30:00Z')).toBe('October 25th 2026, 1:30:00 AM');
    expect(ordinalDateTime('2026-10-25T01:30:00Z')).toBe('October 25th 2026, 1:30:00 AM');
    expect(ordinalDateTime('2026-03-02T23:59:59Z')).toBe('March 2nd 2026, 11:59:59 PM');
  });

  it('writes a period as "DD-MM-YYYY, h.mma", the end alone on the same UK day', () => {
    expect(dateTimeRange('2026-07-02T12:00:00Z', '2026-07-02T17:00:00Z')).toEqual({
      start: '02-07-2026, 1.00pm',
      end: '6.00pm',
    });
    // 23:00 UTC in summer is the next day in London: the end is on another day.
    expect(dateTimeRange('2026-07-02T20:00:00Z', '2026-07-02T23:00:00Z')).toEqual({
      start: '02-07-2026, 9.00pm',
      end: '03-07-2026, 12.00am',
    });
  });
});

describe('calendar dates (slots)', () => {
  it('reads the day a date or date-time starts with, never shifted, and no day that does not exist', () => {
    expect(calendarDay('2024-10-15T00:00:00Z')).toBe('2024-10-15');
    expect(calendarDay('2024-10-15T23:30:00-05:00')).toBe('2024-10-15');
    expect(calendarDay('2024-02-30')).toBeUndefined();
    expect(calendarDay('15/10/2024')).toBeUndefined();
  });

  it("writes the slot grid's dates", () => {
    expect(shortCalendarDate('2024-10-15')).toBe('15 Oct 24');
    expect(shortCalendarDate('2025-09-05')).toBe('05 Sep 25');
    expect(weekdayName('2024-10-15')).toBe('Tuesday');
    expect(longCalendarDate('2024-10-15')).toBe('Tuesday 15 October 2024');
    expect(longCalendarDate('2026-03-29')).toBe('Sunday 29 March 2026');
  });
});

describe('clock times', () => {
  it('reads a time from "08:00", "08:00:00" or a date-time', () => {
    expect(readClockTime('08:00')).toEqual({ hours: 8, minutes: 0 });
    expect(readClockTime('17:30:00')).toEqual({ hours: 17, minutes: 30 });
    expect(readClockTime('2024-10-15T08:15:00')).toEqual({ hours: 8, minutes: 15 });
    expect(readClockTime('25:00')).toBeUndefined();
  });

  it("writes times the GOV.UK way: 9:30am, 2pm, and midday and midnight in the page's words", () => {
    expect(govukTime({ hours: 9, minutes: 30 })).toBe('9:30am');
    expect(govukTime({ hours: 14, minutes: 0 })).toBe('2pm');
    expect(govukTime({ hours: 12, minutes: 0 })).toBe('12pm');
    const words = { midday: 'midday', midnight: 'midnight' };
    expect(govukTime({ hours: 12, minutes: 0 }, words)).toBe('midday');
    expect(govukTime({ hours: 0, minutes: 0 }, words)).toBe('midnight');
    expect(govukTime({ hours: 0, minutes: 5 }, words)).toBe('12:05am');
    expect(dottedTime({ hours: 8, minutes: 0 })).toBe('8.00am');
  });
});

describe('whole calendar months', () => {
  it('counts a month from a day to the same day, the end of a shorter month standing in', () => {
    expect(wholeMonthsBetween(new Date('2025-01-31T10:00:00Z'), new Date('2025-02-28T10:00:00Z'))).toBe(1);
    expect(wholeMonthsBetween(new Date('2024-08-31T10:00:00Z'), new Date('2025-02-28T09:59:59Z'))).toBe(5);
    expect(wholeMonthsBetween(new Date('2025-05-10T00:00:00Z'), new Date('2025-03-11T00:00:00Z'))).toBe(-1);
  });
});
