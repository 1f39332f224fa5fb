import type { Availability } from '../../gateway';
import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { earliestBookableDate, offeredSlots } from './offered-slots';

/** What 'repair.loadAvailability' stores: the slot grid's data and what the journey decides on. */
export interface AvailabilityResult {
  availabilities: Availability[];
  isPreferences: boolean;
  /** Nothing can be booked: no slot at all, or every one 'Not Available' (a note is left, repairs.md §4). */
  isEmpty: boolean;
  /** The earliest date with an appointment (YYYY-MM-DD), for the SLA reason; null when empty. */
  earliestDate: string | null;
}

/**
 * 'repair.loadAvailability': GET /works-orders/{id}/appointments/availability?referenceNumber&contractorName, the
 * reference being the job number. Inputs: workOrderId, jobNo, contractorName.
 */
export const loadRepairAvailability: Effect<EffectInput, AvailabilityResult> = async (input, environment) => {
  const answer = await environment.gateway.getAppointmentAvailability(
    readText(input, 'workOrderId'),
    readText(input, 'jobNo'),
    readText(input, 'contractorName'),
    environment.signal,
  );
  const earliestDate = earliestBookableDate(offeredSlots(answer.availabilities));
  return { availabilities: answer.availabilities, isPreferences: answer.isPreferences, isEmpty: earliestDate === null, earliestDate };
};
