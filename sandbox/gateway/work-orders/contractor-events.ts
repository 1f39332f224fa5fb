import type { HistorySubType } from './work-order-store';
import { DRAFT_STATUS, FINAL_STATUSES, type StoredWorkOrder } from './stored-work-order';

/**
 * What a contractor reports about a repair, as the test control names it (docs/repair-rules.md "Contractor
 * events"). The identifiers are those repairs.md §4 maps to history titles.
 */
export const CONTRACTOR_EVENTS = [
  'in-progress',
  'no-access',
  'could-not-complete',
  'parts-needed',
  'further-visit-needed',
  'another-trade-needed',
  'contractor-cancelled',
  'completed',
] as const;

export type ContractorEvent = (typeof CONTRACTOR_EVENTS)[number];

/** The visit ended without finishing the job: the repair waits for a new appointment ("awaiting appointment"). */
const UNFINISHED_VISITS: Readonly<Partial<Record<ContractorEvent, string>>> = {
  'could-not-complete': 'ENGOS03',
  'parts-needed': 'ENGOS05',
  'further-visit-needed': 'ENGOS06',
  'another-trade-needed': 'ENGOS07',
};

/** What happens to the booked appointment row (if any) of the repair. */
export type BookingOutcome = 'Attended' | 'NoAccess' | 'Cancelled' | null;

export type EventTransition =
  | {
      ok: true;
      next: StoredWorkOrder;
      history: { identifier: string; subType: HistorySubType; appointment?: { start: string; end: string } };
      booking: BookingOutcome;
    }
  | { ok: false; message: string };

const refuse = (message: string): EventTransition => ({ ok: false, message });

/** The appointment the visit was for, when the repair holds one. */
function visitOf(wo: StoredWorkOrder): { start: string; end: string } | undefined {
  return wo.appointmentStartDate !== undefined && wo.appointmentEndDate !== undefined
    ? { start: wo.appointmentStartDate, end: wo.appointmentEndDate }
    : undefined;
}

/**
 * Back to waiting for an appointment: the old visit is no longer the repair's appointment (lastAppointmentCreatedDate
 * stays).
 */
function awaitingAppointment(wo: StoredWorkOrder): StoredWorkOrder {
  const { appointmentStartDate: _start, appointmentEndDate: _end, ...rest } = wo;
  return { ...rest, status: 'Unappointed' };
}

/**
 * The repair after a contractor event, with the history entry it records. Only a submitted, open repair moves;
 * the visit outcomes need a visit (Appointed or In Progress), and a contractor can only cancel a booked one.
 */
export function applyContractorEvent(wo: StoredWorkOrder, event: ContractorEvent, at: string): EventTransition {
  if (wo.status === DRAFT_STATUS || wo.isDraft === true)
    return refuse('A draft has no contractor yet: submit it first.');
  if (FINAL_STATUSES.has(wo.status))
    return refuse(`The repair is ${wo.status.toLowerCase()} and can no longer change.`);
  const visit = visitOf(wo);
  const visited = wo.status === 'Appointed' || wo.status === 'In Progress';
  switch (event) {
    case 'in-progress':
      if (wo.status === 'In Progress') return refuse('The contractor is already on the way.');
      return {
        ok: true,
        next: { ...wo, status: 'In Progress' },
        history: { identifier: 'ENGOS01', subType: 'WorkOrder' },
        booking: null,
      };
    case 'no-access':
      if (!visited) return refuse('No access needs a visit: the repair must be Appointed or In Progress.');
      // NOACCESS is the missed appointment itself; NOACC01 a call without one (an emergency attendance).
      return {
        ok: true,
        next: awaitingAppointment(wo),
        history: visit
          ? { identifier: 'NOACCESS', subType: 'Appointment', appointment: visit }
          : { identifier: 'NOACC01', subType: 'WorkOrder' },
        booking: 'NoAccess',
      };
    case 'contractor-cancelled':
      if (wo.status !== 'Appointed' || !visit) return refuse('The contractor can only cancel a booked appointment.');
      return {
        ok: true,
        next: awaitingAppointment(wo),
        history: { identifier: 'AUPDATE03', subType: 'Appointment', appointment: visit },
        booking: 'Cancelled',
      };
    case 'completed':
      return {
        ok: true,
        next: { ...wo, status: 'Completed', completedDate: at },
        history: { identifier: 'Completed', subType: 'WorkOrder' },
        booking: 'Attended',
      };
    default: {
      const identifier = UNFINISHED_VISITS[event];
      if (identifier === undefined) return refuse(`Unknown event ${String(event)}.`);
      if (!visited) return refuse('This outcome needs a visit: the repair must be Appointed or In Progress.');
      return {
        ok: true,
        next: awaitingAppointment(wo),
        history: { identifier, subType: 'WorkOrder' },
        booking: 'Attended',
      };
    }
  }
}
