import { describe, expect, it } from 'vitest';
import { nextStep, repairClock } from '../../../src/repairs/clock';
import { nextStepWords } from '../../../src/pages/repairs/home-card/latest-repair-next-step';
import { bankHolidayCalendar } from '../../../src/shared/working-days';

// The home repairs card's line (decision 0064): the latest repair's next step and by when, from the detail page's
// clock, with the notes' example (a report on Monday 3 November 2025 is to be inspected by Monday 17 November 2025).
const facts = (overrides: Partial<Parameters<typeof repairClock>[0]> = {}) => ({
  status: 'Unappointed',
  priority: 'Next Available',
  sorCode: null,
  isEmergency: false,
  isDampAndMould: true,
  tenancyType: 'Social',
  raisedDate: '2025-11-03T10:00:00Z',
  history: [{ identifier: 'HAZAWARE01', at: '2025-11-03T10:00:00Z' }],
  ...overrides,
});
const line = (at: string, overrides: Partial<Parameters<typeof repairClock>[0]> = {}) => {
  const clock = repairClock(facts(overrides), new Date(at), bankHolidayCalendar());
  const next = clock && nextStep(clock);
  return next ? nextStepWords(next) : null;
};

describe("the home card's next step", () => {
  it('says the investigation and its date while it is due', () => {
    expect(line('2025-11-05T09:00:00Z')).toBe('Next: we will inspect the damp and mould by Monday 17 November 2025');
  });

  it('says it is overdue in words once the day has passed', () => {
    expect(line('2025-11-18T09:00:00Z')).toBe(
      'Next: we will inspect the damp and mould. This is overdue: it should have happened by Monday 17 November 2025.',
    );
  });

  it('gives the hour for an emergency, counted in calendar hours', () => {
    expect(line('2025-11-03T12:00:00Z', { isEmergency: true, isDampAndMould: false, priority: 'Emergency' })).toBe(
      'Next: we will inspect the problem and make your home safe by 10am on Tuesday 4 November 2025',
    );
  });

  it('says nothing for a draft, which has no clock, nor once every step is done', () => {
    expect(line('2025-11-05T09:00:00Z', { status: 'In Diagnosis' })).toBeNull();
    const done = ['HAZINV01', 'HAZSUM01', 'HAZSAFE01', 'HAZPREV01'].map((identifier) => ({
      identifier,
      at: '2025-11-05T10:00:00Z',
    }));
    expect(line('2025-11-20T09:00:00Z', { history: [...facts().history, ...done] })).toBeNull();
  });
});
