import { describe, expect, it } from 'vitest';
import { awaabCovers, nextStep, repairClock, type RepairClockFacts } from '../../src/repairs/clock';
import { bankHolidayCalendar } from '../../src/shared/working-days';

// The clock a repair shows (rules/statutory-clock-*.json, rules/awaab-tenancy-types.json; docs/decisions/0059), with
// the notes' examples (housing-domain §b AW-1 to AW-8), bank holidays and the clock changes.
const calendar = bankHolidayCalendar();

const damp = (over: Partial<RepairClockFacts> = {}): RepairClockFacts => ({
  status: 'Unappointed',
  priority: 'Next Available',
  sorCode: 'PROMOULD',
  isEmergency: false,
  isDampAndMould: true,
  tenancyType: 'Social',
  raisedDate: '2025-11-03T09:15:00Z',
  history: [{ identifier: 'Unappointed', at: '2025-11-03T09:15:00Z' }],
  ...over,
});
const at = (text: string) => new Date(text);

describe('who Awaab’s Law covers (AW-1)', () => {
  it('covers social tenancies, not leaseholders, shared owners, licences, temporary accommodation or market rent', () => {
    expect(awaabCovers('Social')).toBe(true);
    for (const type of ['Leasehold', 'Shared Ownership', 'Licence', 'Temporary Accommodation', 'Market Rent', null])
      expect(awaabCovers(type), String(type)).toBe(false);
  });

  it('shows a leaseholder’s damp report the association’s target and no Awaab dates', () => {
    const clock = repairClock(damp({ tenancyType: 'Leasehold' }), at('2025-11-05T12:00:00Z'), calendar);
    expect(clock?.awaab).toBe(false);
    expect(clock?.targetReason).toBe('not-covered');
    expect(clock?.steps.map((s) => s.step.step)).toEqual(['complete']);
  });
});

describe('damp and mould (AW-4 to AW-7)', () => {
  it('a report on Monday 3 November 2025 is to be investigated by Monday 17 November 2025', () => {
    const clock = repairClock(damp(), at('2025-11-05T12:00:00Z'), calendar);
    expect(clock?.clock).toBe('awaab-damp-mould');
    const [investigate, ...later] = clock?.steps ?? [];
    expect(investigate).toMatchObject({ state: 'due', dueDay: '2025-11-17', workingDaysLeft: 8 });
    expect(later.map((s) => s.state)).toEqual(['waiting', 'waiting', 'waiting']);
  });

  it('after the investigation: the summary in 3, safety work in 5, preventative work started in 5 working days or 12 weeks', () => {
    const history = [...damp().history, { identifier: 'HAZINV01', at: '2025-11-12T14:00:00Z' }];
    const clock = repairClock(damp({ history }), at('2025-11-13T10:00:00Z'), calendar);
    expect(clock?.steps.map((s) => [s.step.step, s.state, s.dueDay])).toEqual([
      ['investigate', 'done', '2025-11-17'],
      ['summary', 'due', '2025-11-17'],
      ['safety', 'due', '2025-11-19'],
      ['prevent', 'due', '2025-11-19'],
    ]);
    expect(clock?.steps[3]?.longStopDay).toBe('2026-02-04');
  });

  it('is overdue the day after the due day, on the UK calendar', () => {
    expect(repairClock(damp(), at('2025-11-17T23:30:00Z'), calendar)?.steps[0]?.state).toBe('due');
    const late = repairClock(damp(), at('2025-11-18T00:01:00Z'), calendar);
    expect(late?.steps[0]?.state).toBe('overdue');
    expect(late && nextStep(late)?.step.step).toBe('investigate');
  });

  it('counts over Christmas: a report on 22 December 2025 is investigated by 8 January 2026', () => {
    const clock = repairClock(
      damp({ history: [{ identifier: 'Unappointed', at: '2025-12-22T10:00:00Z' }] }),
      at('2025-12-23T10:00:00Z'),
      calendar,
    );
    expect(clock?.steps[0]?.dueDay).toBe('2026-01-08');
  });

  it('takes day 0 from the UK clock: 00:30 BST on Tuesday 2 June 2026 is a Tuesday report', () => {
    const clock = repairClock(
      damp({ history: [{ identifier: 'HAZAWARE01', at: '2026-06-01T23:30:00Z' }] }),
      at('2026-06-02T10:00:00Z'),
      calendar,
    );
    expect(clock?.steps[0]?.dueDay).toBe('2026-06-16');
  });

  it('shows a date past the calendar as to be confirmed', () => {
    const clock = repairClock(
      damp({ history: [{ identifier: 'Unappointed', at: '2028-12-20T10:00:00Z' }] }),
      at('2028-12-21T10:00:00Z'),
      calendar,
    );
    expect(clock?.steps[0]).toMatchObject({ state: 'due', dueDay: null });
  });

  it('shows the association’s target for a report made before the law came in', () => {
    const clock = repairClock(
      damp({ history: [{ identifier: 'Unappointed', at: '2025-10-20T10:00:00Z' }] }),
      at('2025-10-21T10:00:00Z'),
      calendar,
    );
    expect(clock).toMatchObject({ awaab: false, targetReason: 'before-law' });
  });
});

describe('emergencies (AW-8, the stricter reading)', () => {
  const emergency = (reported: string) =>
    damp({
      isEmergency: true,
      isDampAndMould: false,
      sorCode: 'LOCKS001',
      priority: 'Emergency',
      history: [{ identifier: 'Reported to EMA', at: reported }],
    });

  it('runs 24 calendar hours from the report, across a weekend, and is never a working-days queue', () => {
    const clock = repairClock(emergency('2026-11-06T17:00:00Z'), at('2026-11-07T09:00:00Z'), calendar);
    expect(clock).toMatchObject({ clock: 'awaab-emergency', emergency: true });
    expect(clock?.steps).toHaveLength(1);
    expect(clock?.steps[0]?.dueAt?.toISOString()).toBe('2026-11-07T17:00:00.000Z');
    expect(clock?.steps[0]?.workingDaysLeft).toBeUndefined();
  });

  it('keeps 24 real hours across the spring clock change (due at 13:00 BST for a report at 12:00 GMT)', () => {
    const clock = repairClock(emergency('2026-03-28T12:00:00Z'), at('2026-03-28T13:00:00Z'), calendar);
    expect(clock?.steps[0]?.dueAt?.toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });

  it('is overdue once the 24 hours have passed without the home made safe, and done when it was', () => {
    expect(repairClock(emergency('2026-11-06T17:00:00Z'), at('2026-11-07T17:01:00Z'), calendar)?.steps[0]?.state).toBe(
      'overdue',
    );
    const safe = emergency('2026-11-06T17:00:00Z');
    const done = repairClock(
      { ...safe, history: [...safe.history, { identifier: 'HAZSAFE01', at: '2026-11-07T08:00:00Z' }] },
      at('2026-11-09T10:00:00Z'),
      calendar,
    );
    expect(done?.steps[0]).toMatchObject({ state: 'done', late: false });
  });

  it('gives a leaseholder’s emergency the association’s 24-hour target', () => {
    const clock = repairClock(
      { ...emergency('2026-11-06T17:00:00Z'), tenancyType: 'Leasehold' },
      at('2026-11-06T18:00:00Z'),
      calendar,
    );
    expect(clock).toMatchObject({
      clock: 'target-emergency',
      awaab: false,
      emergency: true,
      targetReason: 'not-covered',
    });
  });
});

describe('repairs that show no clock', () => {
  it('a draft and a cancelled repair', () => {
    expect(repairClock(damp({ status: 'In Diagnosis' }), at('2025-11-05T12:00:00Z'), calendar)).toBeNull();
    expect(repairClock(damp({ status: 'Cancelled' }), at('2025-11-05T12:00:00Z'), calendar)).toBeNull();
  });
});
