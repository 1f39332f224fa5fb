import type { Availability } from '../../gateway';
import { readOptionalText, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { slotPeriod } from './booked-appointment';
import { earliestBookableDate, isBookable, offeredSlots, slotKeyOf, type OfferedSlot } from './offered-slots';

/** What 'repair.loadAvailability' stores: the slot grid's data and what the journey decides on. */
export interface AvailabilityResult {
  availabilities: Availability[];
  isPreferences: boolean;
  /**
   * Nothing can be booked: no slot at all, or every one 'Not Available' or the appointment already booked (a note is
   * left, repairs.md §4).
   */
  isEmpty: boolean;
  /** The earliest date with an appointment (YYYY-MM-DD), for the SLA reason; null when empty. */
  earliestDate: string | null;
  /**
   * The slot of the appointment already booked ("YYYY-MM-DD|availabilityType", the slot grid's value), when the
   * availability offers it: a reschedule shows it as the current appointment, not as a choice (decision 0026).
   */
  currentSlot: string | null;
}

const instant = (value: string): number => Date.parse(value);

/**
 * The offered slot that is the booked appointment: the one whose start and end (from its metadata, else its band's
 * times on its date, as a booking sends them) are the appointment's; else the band starting at the appointment's
 * start on its date. Null when there is no appointment or the availability does not offer its slot.
 */
export function bookedSlot(slots: readonly OfferedSlot[], start: string, end: string): OfferedSlot | null {
  if (start === '' || end === '' || Number.isNaN(instant(start))) return null;
  const exact = slots.find((slot) => {
    const period = slotPeriod(slot);
    return instant(period.appointmentFromDate) === instant(start) && instant(period.appointmentToDate) === instant(end);
  });
  return exact ?? slots.find((slot) => instant(slotPeriod(slot).appointmentFromDate) === instant(start)) ?? null;
}

/**
 * 'repair.loadAvailability': GET /works-orders/{id}/appointments/availability?referenceNumber&contractorName, the
 * reference being the job number. Inputs: workOrderId, jobNo, contractorName, and appointmentStart and
 * appointmentEnd (optional: the appointment already booked, when rescheduling).
 */
export const loadRepairAvailability: Effect<EffectInput, AvailabilityResult> = async (input, environment) => {
  const answer = await environment.gateway.getAppointmentAvailability(
    readText(input, 'workOrderId'),
    readText(input, 'jobNo'),
    readText(input, 'contractorName'),
    environment.signal,
  );
  const slots = offeredSlots(answer.availabilities);
  const current = bookedSlot(
    slots,
    readOptionalText(input, 'appointmentStart') ?? '',
    readOptionalText(input, 'appointmentEnd') ?? '',
  );
  const currentSlot = current ? slotKeyOf(current) : null;
  const earliestDate = earliestBookableDate(slots);
  const choices = slots.filter((slot) => isBookable(slot) && slot !== current);
  return {
    availabilities: answer.availabilities,
    isPreferences: answer.isPreferences,
    isEmpty: choices.length === 0,
    earliestDate,
    currentSlot,
  };
};
