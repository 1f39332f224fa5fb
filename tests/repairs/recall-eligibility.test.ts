import { describe, expect, it } from 'vitest';
import { canRaiseRecall, type RecallFacts } from '../../src/repairs';
import { wholeMonthsBetween } from '../../src/shared/dates';

// Whether a finished repair can be recalled (rules/repair-recall.json): the 6-month window counts calendar months
// to the moment, from the completed date to the `now` passed in.
describe('recalling a repair', () => {
  const now = new Date('2025-07-15T12:00:00Z');
  const completed: RecallFacts = {
    status: 'Completed',
    priority: 'Next Available',
    completedDate: '2025-03-01T10:00:00Z',
    isRecall: false,
  };
  const can = (change: Partial<RecallFacts>, at = now) => canRaiseRecall({ ...completed, ...change }, at);

  it('is possible for a completed or closed Next Available repair finished less than 6 months ago', () => {
    expect(can({})).toBe(true);
    expect(can({ status: 'Closed', priority: 'NA' })).toBe(true);
  });

  it('is possible up to the moment 6 months have passed, not after', () => {
    expect(can({ completedDate: '2025-01-15T12:00:01Z' })).toBe(true);
    expect(can({ completedDate: '2025-01-15T12:00:00Z' })).toBe(false);
    expect(can({ completedDate: '2024-12-01T09:00:00Z' })).toBe(false);
  });

  it('reads a completed date without a zone as UTC', () => {
    expect(can({ completedDate: '2025-01-15T12:00:01' })).toBe(true);
    expect(can({ completedDate: '2025-01-15T12:00:00' })).toBe(false);
  });

  it.each([
    ['still open', { status: 'Appointed' }],
    ['cancelled', { status: 'Cancelled' }],
    ['an emergency', { priority: 'Emergency' }],
    ['already a recall', { isRecall: true }],
    ['without a completed date', { completedDate: null }],
    ['with an unreadable completed date', { completedDate: 'soon' }],
  ])('is not possible for a repair %s', (_case, change) => {
    expect(can(change)).toBe(false);
  });

  it('counts whole calendar months, the end of a month rolling to the end of a shorter one', () => {
    expect(wholeMonthsBetween(new Date('2025-01-31T10:00:00Z'), new Date('2025-02-28T10:00:00Z'))).toBe(1);
    expect(wholeMonthsBetween(new Date('2024-08-31T10:00:00Z'), new Date('2025-02-28T09:59:59Z'))).toBe(5);
    expect(wholeMonthsBetween(new Date('2024-08-31T10:00:00Z'), new Date('2025-02-28T10:00:00Z'))).toBe(6);
    expect(wholeMonthsBetween(new Date('2025-03-10T00:00:00Z'), new Date('2025-03-09T00:00:00Z'))).toBe(0);
    expect(wholeMonthsBetween(new Date('2025-05-10T00:00:00Z'), new Date('2025-03-11T00:00:00Z'))).toBe(-1);
  });
});
