import type { AppointmentConfirmation } from '../../gateway';
import { earliestHighCapacityDate, slotMetadata, type OfferedSlot } from './offered-slots';
import { longCalendarDate } from '../../shared/dates';
import { slaReason, todayIn, type SlaReason } from './sla-reason';

/** An appointment booked or moved, as the journey tells the resident of it, and its SLA standing. */
export interface Booking {
  appointmentId: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The appointment's start and end date-times, as the gateway confirmed them. */
  startTime: string;
  endTime: string;
  /** "Tuesday 24 November 2026, Morning (8am to 12pm)". */
  label: string;
  /** Within the SLA of the repair's priority, as the gateway confirmed it. */
  isInsideSla: boolean;
  /** Why the appointment is more than 6 days away, if it is (repairs.md §4). */
  slaReason: SlaReason;
}

/** A band time on the slot's date, when the availability gave no date-time for it: "08:00" → 2026-11-24T08:00:00Z. */
const onDate = (slot: OfferedSlot, time: string): string => `${slot.date}T${time.length === 5 ? `${time}:00` : time}Z`;

/** The slot's start and end for the gateway: from its metadata, else the band's times on its date. */
export function slotPeriod(slot: OfferedSlot): { appointmentFromDate: string; appointmentToDate: string } {
  return {
    appointmentFromDate: slotMetadata(slot, 'appointmentFromDate') ?? onDate(slot, slot.start),
    appointmentToDate: slotMetadata(slot, 'appointmentToDate') ?? onDate(slot, slot.end),
  };
}

/** The minute the request is made in, so a retry within it is the same request. */
export const minuteOf = (now: Date): string => new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();

/** What the journey keeps of a confirmed appointment in a slot among those offered. */
export function bookingOf(
  slot: OfferedSlot,
  slots: readonly OfferedSlot[],
  appointment: AppointmentConfirmation,
  now: Date,
): Booking {
  return {
    appointmentId: appointment.appointmentId,
    date: slot.date,
    startTime: appointment.appointmentFromDate,
    endTime: appointment.appointmentToDate,
    label: `${longCalendarDate(slot.date)}, ${slot.bandLabel}`,
    isInsideSla: appointment.isInsideSla,
    slaReason: slaReason(todayIn(now), earliestHighCapacityDate(slots), slot.date),
  };
}
