import { describe, expect, it } from 'vitest';
import { decideCancelEligibility, type CancelFacts } from '../../../sandbox/gateway/work-orders/cancel-eligibility';
import {
  applyContractorEvent,
  CONTRACTOR_EVENTS,
  type ContractorEvent,
} from '../../../sandbox/gateway/work-orders/contractor-events';
import {
  decideRescheduleEligibility,
  type RescheduleFacts,
} from '../../../sandbox/gateway/work-orders/reschedule-eligibility';
import type { StoredWorkOrder } from '../../../sandbox/gateway/work-orders/stored-work-order';

const TODAY = '2026-11-21';
const TOMORROW = '2026-11-22';
const at = (date: string, time = '08:00') => `${date}T${time}:00Z`;

const cancel = (workOrder: Partial<CancelFacts['workOrder']>, contractorIsEMA = false): CancelFacts => ({
  workOrder: {
    status: 'Unappointed',
    isDraft: false,
    isEmergency: false,
    priority: 'Next Available',
    isEMA: false,
    ...workOrder,
  },
  contractorIsEMA,
  today: TODAY,
});

describe('the cancel check', () => {
  it.each<[string, CancelFacts, boolean, string, string]>([
    ['a completed repair: nothing to cancel', cancel({ status: 'Completed' }), false, 'SSR073', 'finished'],
    ['a closed repair', cancel({ status: 'Closed' }), false, 'SSR073', 'finished'],
    ['a cancelled repair', cancel({ status: 'Cancelled' }), false, 'SSR073', 'finished'],
    [
      'a draft, even an emergency one, is dropped online',
      cancel({ status: 'In Diagnosis', isDraft: true, isEmergency: true }),
      true,
      'SSR036',
      'draft',
    ],
    [
      'already in progress',
      cancel({ status: 'In Progress', appointmentStartDate: at('2026-11-24') }),
      true,
      'SSR073',
      'in-progress',
    ],
    [
      'reported to the emergency agent',
      cancel({ status: 'Reported to EMA', isEMA: true, isEmergency: true }),
      true,
      'SSR073',
      'not-online-status',
    ],
    ['in catalyst triage', cancel({ status: 'Catalyst Defect Triage' }), true, 'SSR073', 'not-online-status'],
    ['passed to Peabody', cancel({ status: 'Passed to Peabody' }), true, 'SSR073', 'not-online-status'],
    ['an emergency by its flag', cancel({ isEmergency: true }), true, 'SSR066', 'emergency'],
    [
      'an emergency by its priority (out of hours)',
      cancel({ priority: 'Emergency (Out of hours)' }),
      true,
      'SSR066',
      'emergency',
    ],
    [
      'an emergency with the emergency agent: the emergency rule first',
      cancel({ isEmergency: true }, true),
      true,
      'SSR066',
      'emergency',
    ],
    ['the EMA by the work order flag', cancel({ isEMA: true }), true, 'SSR073', 'ema'],
    ['the EMA by the contractor record', cancel({}, true), true, 'SSR073', 'ema'],
    [
      'the visit is today',
      cancel({ status: 'Appointed', appointmentStartDate: at(TODAY, '12:00') }),
      true,
      'SSR008',
      'visit-day',
    ],
    [
      'the visit day has passed without news',
      cancel({ status: 'Appointed', appointmentStartDate: at('2026-11-20') }),
      true,
      'SSR008',
      'visit-day',
    ],
    [
      'an appointment tomorrow',
      cancel({ status: 'Appointed', appointmentStartDate: at(TOMORROW) }),
      true,
      'SSR036',
      'cancellable',
    ],
    ['unappointed', cancel({}), true, 'SSR036', 'cancellable'],
    ['on hold during a contractor change', cancel({ status: 'On Hold' }), true, 'SSR036', 'cancellable'],
    ['pending approval', cancel({ status: 'Pending Approval' }), true, 'SSR036', 'cancellable'],
  ])('%s', (_name, facts, isEligible, errorCode, rule) => {
    expect(decideCancelEligibility(facts)).toEqual({ isEligible, errorCode, rule });
  });
});

const integrated = { statuses: { isIntegrated: true, isBuilder: false, isEMA: false, isActive: true } };
const reschedule = (
  overrides: Partial<RescheduleFacts> = {},
  workOrder: Partial<RescheduleFacts['workOrder']> = {},
): RescheduleFacts => ({
  workOrder: { status: 'Appointed', appointmentStartDate: at('2026-11-24'), ...workOrder },
  contractor: integrated,
  isDemobilized: false,
  takesPreferences: false,
  today: TODAY,
  tomorrow: TOMORROW,
  ...overrides,
});

describe('the reschedule check', () => {
  it.each<[string, RescheduleFacts, boolean, string, string]>([
    ['an appointment in three days with an integrated contractor', reschedule(), true, '', 'reschedulable'],
    [
      'not Appointed',
      reschedule({}, { status: 'Unappointed', appointmentStartDate: undefined }),
      false,
      'SSR070',
      'not-appointed',
    ],
    [
      'In Progress, even with an appointment',
      reschedule({}, { status: 'In Progress' }),
      false,
      'SSR070',
      'not-appointed',
    ],
    [
      'Appointed but without a date',
      reschedule({}, { appointmentStartDate: undefined }),
      false,
      'SSR070',
      'not-appointed',
    ],
    ['the visit is today', reschedule({}, { appointmentStartDate: at(TODAY, '12:00') }), false, 'SSR070', 'visit-day'],
    [
      'the visit day has passed',
      reschedule({}, { appointmentStartDate: at('2026-11-19') }),
      false,
      'SSR070',
      'visit-day',
    ],
    [
      'today wins over a demobilized site',
      reschedule({ isDemobilized: true }, { appointmentStartDate: at(TODAY) }),
      false,
      'SSR070',
      'visit-day',
    ],
    ['no contractor on the repair', reschedule({ contractor: undefined }), false, 'SSR070', 'no-contractor'],
    ['a demobilized site', reschedule({ isDemobilized: true }), false, 'SSR075', 'demobilized'],
    [
      'an inactive site',
      reschedule({ contractor: { statuses: { ...integrated.statuses, isActive: false } } }),
      false,
      'SSR075',
      'demobilized',
    ],
    [
      'a contractor that is not integrated',
      reschedule({ contractor: { statuses: { isIntegrated: false } } }),
      false,
      'SSR071',
      'not-integrated',
    ],
    [
      'a builder',
      reschedule({ contractor: { statuses: { isIntegrated: true, isBuilder: true } } }),
      false,
      'SSR071',
      'not-integrated',
    ],
    [
      'the emergency agent',
      reschedule({ contractor: { statuses: { isIntegrated: true, isEMA: true } } }),
      false,
      'SSR071',
      'not-integrated',
    ],
    ['a contractor without statuses', reschedule({ contractor: {} }), false, 'SSR071', 'not-integrated'],
    [
      'the visit is tomorrow',
      reschedule({}, { appointmentStartDate: at(TOMORROW, '12:00') }),
      true,
      'CR166',
      'visit-tomorrow',
    ],
    [
      'tomorrow wins over a diary of preferences',
      reschedule({ takesPreferences: true }, { appointmentStartDate: at(TOMORROW) }),
      true,
      'CR166',
      'visit-tomorrow',
    ],
    ['a diary of preferences', reschedule({ takesPreferences: true }), true, 'CR165', 'preferences'],
  ])('%s', (_name, facts, isEligible, errorCode, rule) => {
    expect(decideRescheduleEligibility(facts)).toEqual({ isEligible, errorCode, rule });
  });
});

describe('contractor events', () => {
  const NOW = at(TODAY, '10:00');
  const appointed: StoredWorkOrder = {
    id: 'wo-1',
    customerIdentifier: 'c-1',
    assetIdentifier: 'a-1',
    description: 'Tap drips.',
    status: 'Appointed',
    raisedDate: at('2026-11-10'),
    isDraft: false,
    isSubmitted: true,
    appointmentStartDate: at(TODAY),
    appointmentEndDate: at(TODAY, '12:00'),
    lastAppointmentCreatedDate: at('2026-11-10', '08:05'),
  } as StoredWorkOrder;
  const visit = { start: appointed.appointmentStartDate, end: appointed.appointmentEndDate };
  const move = (wo: StoredWorkOrder, event: ContractorEvent) => applyContractorEvent(wo, event, NOW);

  it('in progress: ENGOS01, the appointment kept', () => {
    expect(move(appointed, 'in-progress')).toMatchObject({
      ok: true,
      next: { status: 'In Progress', appointmentStartDate: visit.start },
      history: { identifier: 'ENGOS01', subType: 'WorkOrder' },
      booking: null,
    });
  });

  it('no access to a booked visit: NOACCESS with its times; without one (an attendance): NOACC01', () => {
    const result = move(appointed, 'no-access');
    expect(result).toMatchObject({
      ok: true,
      next: { status: 'Unappointed', lastAppointmentCreatedDate: appointed.lastAppointmentCreatedDate },
      history: { identifier: 'NOACCESS', subType: 'Appointment', appointment: visit },
      booking: 'NoAccess',
    });
    if (result.ok) expect(result.next.appointmentStartDate).toBeUndefined();
    const attending = {
      ...appointed,
      status: 'In Progress',
      appointmentStartDate: undefined,
      appointmentEndDate: undefined,
    } as StoredWorkOrder;
    expect(move(attending, 'no-access')).toMatchObject({
      ok: true,
      history: { identifier: 'NOACC01', subType: 'WorkOrder' },
    });
  });

  it.each<[ContractorEvent, string]>([
    ['could-not-complete', 'ENGOS03'],
    ['parts-needed', 'ENGOS05'],
    ['further-visit-needed', 'ENGOS06'],
    ['another-trade-needed', 'ENGOS07'],
  ])('%s: %s, back to awaiting an appointment', (event, identifier) => {
    const result = move({ ...appointed, status: 'In Progress' }, event);
    expect(result).toMatchObject({
      ok: true,
      next: { status: 'Unappointed' },
      history: { identifier, subType: 'WorkOrder' },
      booking: 'Attended',
    });
    if (result.ok) expect(result.next.appointmentEndDate).toBeUndefined();
  });

  it('contractor cancelled: AUPDATE03 with the cancelled times', () => {
    expect(move(appointed, 'contractor-cancelled')).toMatchObject({
      ok: true,
      next: { status: 'Unappointed' },
      history: { identifier: 'AUPDATE03', subType: 'Appointment', appointment: visit },
      booking: 'Cancelled',
    });
  });

  it('completed: the completed date is now', () => {
    expect(move(appointed, 'completed')).toMatchObject({
      ok: true,
      next: { status: 'Completed', completedDate: NOW },
      history: { identifier: 'Completed', subType: 'WorkOrder' },
    });
  });

  it('refuses what the repair cannot do', () => {
    const refused = (wo: StoredWorkOrder, event: ContractorEvent) => expect(move(wo, event).ok).toBe(false);
    for (const event of CONTRACTOR_EVENTS) {
      refused({ ...appointed, status: 'In Diagnosis', isDraft: true }, event);
      refused({ ...appointed, status: 'Completed' }, event);
      refused({ ...appointed, status: 'Cancelled' }, event);
    }
    refused({ ...appointed, status: 'In Progress' }, 'in-progress');
    const waiting = {
      ...appointed,
      status: 'Unappointed',
      appointmentStartDate: undefined,
      appointmentEndDate: undefined,
    } as StoredWorkOrder;
    for (const event of [
      'no-access',
      'could-not-complete',
      'parts-needed',
      'further-visit-needed',
      'another-trade-needed',
      'contractor-cancelled',
    ] as const)
      refused(waiting, event);
    refused({ ...appointed, status: 'In Progress' }, 'contractor-cancelled');
    expect(move(waiting, 'in-progress').ok).toBe(true);
    expect(move(waiting, 'completed').ok).toBe(true);
  });
});
