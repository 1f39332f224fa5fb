import dayjs from 'dayjs';
import type { AppointmentBooking } from '../../gateway';
import { readText, type EffectInput } from '../effect-input';
import { EffectInputError } from '../errors';
import type { Effect } from '../types';
import { minuteOperationKey } from './operation-key';
import { earliestHighCapacityDate, offeredSlots, slotMetadata, slotOfKey, type OfferedSlot } from './offered-slots';
import { readFlag } from './repair-input';
import { slaReason, todayIn, type SlaReason } from './sla-reason';

/** What 'repair.bookAppointment' stores: the appointment as the resident is told of it, and its SLA standing. */
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

const REMARKS = 'Booked by the resident through Customer Self-Service.';

/** The date as the slot grid writes it out: "Tuesday 24 November 2026". */
const longDate = (date: string): string => dayjs(date).format('dddd D MMMM YYYY');

/** A band time on the slot's date, when the availability gave no date-time for it: "08:00" → 2026-11-24T08:00:00Z. */
const onDate = (slot: OfferedSlot, time: string): string => `${slot.date}T${time.length === 5 ? `${time}:00` : time}Z`;

/**
 * 'repair.bookAppointment': POST /works-orders/{id}/appointments?contractorName with the booking payload of
 * repairs.md §3 for the chosen slot: its diary code and start and end from the slot's metadata, its band and SLA flag,
 * reason NEW_APPOINTMENT. Inputs: workOrderId, jobNo, contractorName, slot (the slot grid's "YYYY-MM-DD|band"),
 * availabilities and isPreferences (effects.availability's). The SLA reason uses environment.now(). The booking is
 * identified by an operation key of the repair, slot and minute, which is also its externalReferenceId, and dated to
 * that minute, so a retry replays the booking instead of making a second one. A gateway failure (a 500, a slot taken
 * meanwhile: 409) rejects.
 */
export const bookRepairAppointment: Effect<EffectInput, Booking> = async (input, environment) => {
  const workOrderId = readText(input, 'workOrderId');
  const jobNumber = readText(input, 'jobNo');
  const slotKey = readText(input, 'slot');
  const slots = offeredSlots(input.availabilities);
  const slot = slotOfKey(slots, slotKey);
  if (!slot) throw new EffectInputError('slot', 'a bookable slot of availabilities ("YYYY-MM-DD|availabilityType")');
  const now = environment.now();
  const key = await minuteOperationKey('repair-booking', environment.customerId, [workOrderId, jobNumber, slotKey], now);
  const diaryCode = slotMetadata(slot, 'diaryCode');
  const booking: AppointmentBooking = {
    isPreferences: readFlag(input, 'isPreferences'),
    jobNumber,
    // Left out when the slot has none: repairs.md §3 does not say it always has one (the sandbox's always does).
    ...(diaryCode ? { diaryCode } : {}),
    appointmentFromDate: slotMetadata(slot, 'appointmentFromDate') ?? onDate(slot, slot.start),
    appointmentToDate: slotMetadata(slot, 'appointmentToDate') ?? onDate(slot, slot.end),
    availabilityType: slot.availabilityType as AppointmentBooking['availabilityType'],
    isInsideSla: slot.insideSla,
    reasonCode: 'NEW_APPOINTMENT',
    remarks: REMARKS,
    externalCreateDateTime: new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString(),
    externalReferenceId: key,
    metadata: slot.metadata,
  } as AppointmentBooking;
  const { appointment } = await environment.gateway.bookAppointment(workOrderId, readText(input, 'contractorName'), booking, key);
  return {
    appointmentId: appointment.appointmentId,
    date: slot.date,
    startTime: appointment.appointmentFromDate,
    endTime: appointment.appointmentToDate,
    label: `${longDate(slot.date)}, ${slot.bandLabel}`,
    isInsideSla: appointment.isInsideSla,
    slaReason: slaReason(todayIn(now), earliestHighCapacityDate(slots), slot.date),
  };
};
