import { describe, expect, it } from 'vitest';
import { complaintClock, complaintEvents } from '../../src/cases/complaint-clock';
import type { CaseActivity } from '../../src/gateway';
import { bankHolidayCalendar } from '../../src/shared/working-days';

const calendar = bankHolidayCalendar();
const at = (text: string) => new Date(text);
const complaint = { subType: 'Complaint', createdDate: '2025-11-03T09:00:00Z' };
const activity = (actionIdentifier: string, extra: Partial<CaseActivity>): CaseActivity => ({
  id: `act-${actionIdentifier}`,
  caseIdentifier: 'case-1',
  actionIdentifier,
  status: 'Open',
  metadata: [],
  ...extra,
});

describe('a complaint’s clock (CHC-2)', () => {
  it('acknowledges within 5 working days of receipt and answers within 10 of the latest acknowledgement day', () => {
    const steps = complaintClock(complaint, [], at('2025-11-04T10:00:00Z'), calendar);
    expect(steps?.map((s) => [s.step.step, s.state, s.dueDay])).toEqual([
      ['acknowledge', 'due', '2025-11-10'],
      ['answer', 'due', '2025-11-24'],
    ]);
  });

  it('shows no clock for a case of another type', () => {
    expect(complaintClock({ ...complaint, subType: 'ASB' }, [], at('2025-11-04'), calendar)).toBeNull();
  });

  it('shows the acknowledgement done on the day its activity was completed, and the answer due from that day', () => {
    const events = complaintEvents([
      activity('Acknowledge', { status: 'Completed', completedDate: '2025-11-04T11:00:00Z' }),
      activity('RespondStageOne', { dueDate: '2025-11-20T17:00:00Z' }),
      activity('ContactCustomer', { status: 'Completed', completedDate: '2025-11-05T09:00:00Z' }),
    ]);
    const steps = complaintClock(complaint, events, at('2025-11-06T10:00:00Z'), calendar);
    expect(steps?.map((s) => [s.step.step, s.state, s.doneAt?.toISOString().slice(0, 10) ?? s.dueDay])).toEqual([
      ['acknowledge', 'done', '2025-11-04'],
      ['answer', 'due', '2025-11-18'],
    ]);
  });

  it('shows the answer done once RespondStageOne is completed', () => {
    const events = complaintEvents([
      activity('Acknowledge', { status: 'Completed', completedDate: '2025-11-04T11:00:00Z' }),
      activity('RespondStageOne', { status: 'Completed', completedDate: '2025-11-14T15:00:00Z' }),
    ]);
    const steps = complaintClock(complaint, events, at('2025-11-20T10:00:00Z'), calendar);
    expect(steps?.map((s) => s.state)).toEqual(['done', 'done']);
  });

  it('counts an open activity, or a completed one with no date, as not done: the step is due, never guessed done', () => {
    expect(
      complaintEvents([activity('Acknowledge', {}), activity('RespondStageOne', { status: 'Completed' })]),
    ).toEqual([]);
  });
});
