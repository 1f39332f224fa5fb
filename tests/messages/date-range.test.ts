import { describe, expect, it } from 'vitest';
import { dateRangeProblems, defaultDateRange, isCalendarDay, yearsBefore } from '../../src/messages/date-range';

const TODAY = '2026-11-21';
const problems = (from: string, to: string, tenancyStart: string | null = '2020-06-04') =>
  dateRangeProblems({ from, to, today: TODAY, tenancyStart });

// portal.md §5 "Messages", §9 "Default date range is the last 2 years to today".
describe('the inbox date range', () => {
  it('starts two years back, on the same day, or on the day the tenancy began when that is later', () => {
    expect(defaultDateRange(TODAY, '2020-06-04')).toEqual({ from: '2024-11-21', to: TODAY });
    expect(defaultDateRange(TODAY, '2025-12-24T00:00:00Z')).toEqual({ from: '2025-12-24', to: TODAY });
    expect(defaultDateRange(TODAY, null)).toEqual({ from: '2024-11-21', to: TODAY });
    // A tenancy that begins in the future does not move the range past today.
    expect(defaultDateRange(TODAY, '2027-01-01')).toEqual({ from: '2024-11-21', to: TODAY });
    expect(yearsBefore('2028-02-29', 2)).toBe('2026-02-28');
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-28')).toBe(false);
    expect(isCalendarDay('2026--28')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('accepts a range inside the tenancy, to today at the latest, one day long included', () => {
    expect(problems('2024-11-21', TODAY)).toEqual([]);
    expect(problems(TODAY, TODAY)).toEqual([]);
    expect(problems('2020-06-04', '2021-01-01')).toEqual([]);
  });

  it('gives one problem a date, in the order of §5', () => {
    expect(problems('2026-02-30', TODAY)).toEqual([{ field: 'from', code: 'SSC020' }]);
    expect(problems('2026-11-22', TODAY)).toEqual([{ field: 'from', code: 'SSC013' }]);
    expect(problems('2020-06-03', TODAY)).toEqual([{ field: 'from', code: 'SSC012' }]);
    expect(problems('2024-11-21', '2026-11-22')).toEqual([{ field: 'to', code: 'SSC014' }]);
    expect(problems('2024-11-21', '2026--')).toEqual([{ field: 'to', code: 'SSC020' }]);
    expect(problems('2027-01-01', '2027-01-02')).toEqual([
      { field: 'from', code: 'SSC013' },
      { field: 'to', code: 'SSC014' },
    ]);
  });

  it('says a from date after the to date only when both dates are right', () => {
    expect(problems('2026-11-20', '2026-11-19')).toEqual([{ field: 'to', code: 'messages_date_order' }]);
    expect(problems('2026-11-22', '2026-11-19')).toEqual([{ field: 'from', code: 'SSC013' }]);
  });

  it('does not hold a resident to a tenancy start it does not know', () => {
    expect(problems('2001-01-01', TODAY, null)).toEqual([]);
  });
});
