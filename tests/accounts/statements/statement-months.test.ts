import { describe, expect, it } from 'vitest';
import { statementMonths, statementRange } from '../../../src/accounts/statements/statement-months';

// portal.md §9: the previous 24 months or from the tenancy start, whichever is later; never the current month.
describe('the months a statement can be chosen for', () => {
  it('offers the 24 months before the current one, newest first, for a tenancy older than that', () => {
    const months = statementMonths('2026-05-15', '2010-01-04');
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2026-04');
    expect(months.at(-1)).toBe('2024-05');
  });

  it('crosses the turn of the year', () => {
    expect(statementMonths('2026-02-01', '2025-11-01')).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(statementMonths('2026-01-31', '2000-01-01').slice(0, 2)).toEqual(['2025-12', '2025-11']);
    expect(statementMonths('2026-01-31', '2000-01-01').at(-1)).toBe('2024-01');
  });

  it('never offers the current month, on its first day or its last', () => {
    expect(statementMonths('2026-03-01', '2020-06-10')[0]).toBe('2026-02');
    expect(statementMonths('2026-03-31', '2020-06-10')[0]).toBe('2026-02');
  });

  it('starts at the month a tenancy began part-way through, which has its statement', () => {
    expect(statementMonths('2026-05-15', '2026-02-17')).toEqual(['2026-04', '2026-03', '2026-02']);
    expect(statementMonths('2026-05-15', '2026-04-30')).toEqual(['2026-04']);
  });

  it('offers nothing to a tenancy that began this month, whether before or after today', () => {
    expect(statementMonths('2026-05-15', '2026-05-01')).toEqual([]);
    expect(statementMonths('2026-05-15', '2026-05-20')).toEqual([]);
  });

  it('keeps to 24 months for a tenancy that began exactly 24 months ago or whose start is unknown', () => {
    expect(statementMonths('2026-05-15', '2024-05-31').at(-1)).toBe('2024-05');
    expect(statementMonths('2026-05-15', '2024-04-30').at(-1)).toBe('2024-05');
    expect(statementMonths('2026-05-15', undefined)).toHaveLength(24);
    expect(statementMonths('2026-05-15', '')).toHaveLength(24);
  });

  it('asks the gateway for the oldest to the newest month, and nothing when there is none', () => {
    expect(statementRange(['2026-04', '2026-03', '2026-02'])).toEqual({
      yearMonthFrom: '2026-02',
      yearMonthTo: '2026-04',
    });
    expect(statementRange([])).toBeNull();
  });
});
