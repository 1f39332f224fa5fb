import { addDays, addMinutes } from '../dates';
import type { WorkOrderStatus } from './work-order-seeds';

/** One entry of GET /works-orders/{id}/historyItems, before ids and formatting. */
export interface HistoryEntry {
  identifier: string;
  subType: 'WorkOrder' | 'Appointment' | 'Status';
  at: Date;
  appointment?: { start: Date; end: Date };
}

interface Timeline {
  now: Date;
  status: WorkOrderStatus;
  raised: Date;
  appointment?: { start: Date; end: Date };
  closed?: Date;
  noAccessFirst?: boolean;
  /** The contractor's diary takes preferences: the booking was noted as a preferred appointment (APCREATE10). */
  preferenceNoted?: boolean;
}

/**
 * The history a repair in this status would have: created, appointment booked, engineer on site, completed or
 * cancelled. Drafts have none (the detail header then shows Draft). Identifiers are those repairs.md §4 maps.
 */
export function historyFor(t: Timeline): HistoryEntry[] {
  const created: HistoryEntry = { identifier: 'Unappointed', subType: 'WorkOrder', at: t.raised };
  const booked = (appointment: { start: Date; end: Date }, at: Date): HistoryEntry => ({
    identifier: t.preferenceNoted ? 'APCREATE10' : 'APCREATE01',
    subType: 'Appointment',
    at,
    appointment,
  });
  switch (t.status) {
    case 'In Diagnosis':
      return [];
    case 'Reported to EMA':
      return [{ identifier: 'Reported to EMA', subType: 'Status', at: t.raised }];
    case 'Appointed':
      return t.appointment ? [created, booked(t.appointment, addMinutes(t.raised, 5))] : [created];
    case 'In Progress':
      return t.appointment
        ? // Never later than now: early in the morning the engineer is "on site" before the slot opens.
          [
            created,
            booked(t.appointment, addMinutes(t.raised, 5)),
            { identifier: 'ENGOS01', subType: 'WorkOrder', at: earliest(addMinutes(t.appointment.start, 30), t.now) },
          ]
        : [created];
    case 'Completed':
    case 'Closed': {
      const closed = t.closed ?? t.raised;
      const visit = { start: addMinutes(closed, -150), end: addMinutes(closed, 90) };
      const entries = [created];
      if (t.noAccessFirst) {
        const missed = { start: addDays(visit.start, -7), end: addDays(visit.end, -7) };
        entries.push(booked(missed, addMinutes(t.raised, 5)));
        entries.push({
          identifier: 'NOACCESS',
          subType: 'Appointment',
          at: addMinutes(missed.start, 60),
          appointment: missed,
        });
        entries.push({
          identifier: 'APCREATE10',
          subType: 'Appointment',
          at: addMinutes(missed.start, 120),
          appointment: visit,
        });
      } else {
        entries.push(booked(visit, addMinutes(t.raised, 5)));
      }
      entries.push({ identifier: 'ENGOS01', subType: 'WorkOrder', at: addMinutes(visit.start, 20) });
      entries.push({ identifier: 'Completed', subType: 'WorkOrder', at: closed });
      return entries;
    }
    case 'Cancelled':
      return [created, { identifier: 'Cancelled', subType: 'WorkOrder', at: t.closed ?? t.raised }];
    default:
      return [created];
  }
}

function earliest(a: Date, b: Date): Date {
  return a < b ? a : b;
}
