import { MissingAppointmentIdError, PreconditionFailedError, type AppointmentReschedule } from '../../gateway';
import { readOptionalText, readText, type EffectInput } from '../effect-input';
import { EffectInputError } from '../errors';
import type { Effect } from '../types';
import { bookingOf, minuteOf, slotPeriod, type Booking } from './booked-appointment';
import { offeredSlots, slotOfKey } from './offered-slots';
import { readFlag } from './repair-input';

/**
 * What 'repair.rescheduleAppointment' stores. The journey routes on `outcome`:
 * - rescheduled: the new appointment, as 'repair.bookAppointment' stores a booking;
 * - contractorChanged: the work order changed meanwhile (412), e.g. it went to another contractor: the journey shows
 *   SSR071 with the contractor's name and phone and blocks Continue;
 * - noAppointmentId: the gateway answered without an appointment id: the journey shows Reschedule_ApiFailError.
 */
export type Reschedule =
  ({ outcome: 'rescheduled' } & Booking) | { outcome: 'contractorChanged' } | { outcome: 'noAppointmentId' };

const REMARKS = 'Rescheduled by the resident through Customer Self-Service.';

/**
 * 'repair.rescheduleAppointment': PATCH /works-orders/{id}/appointments with If-Match (the work order's eTag) and
 * the reschedule payload of repairs.md §3 for the chosen slot: status RESCHEDULE, reason RESCHEDULE_APPOINTMENT, its
 * start and end from the slot's metadata (else the band's times on its date), its band and SLA flag, the job number
 * and contractor site. Inputs: workOrderId, eTag, jobNo, contractorSiteCode (the contractor's id), slot (the slot
 * grid's "YYYY-MM-DD|band"), availabilities, isPreferences and currentSlot (effects.availability's: the appointment
 * already booked, refused as the slot). The SLA reason and
 * externalCreateDateTime (to the minute) use environment.now().
 *
 * The two answers the resident is told about in the journey itself are values, not errors, so the journey can route and
 * block on them without its onError: a 412 (the work order changed, e.g. another contractor: never retried, the
 * resident is shown SSR071) is `contractorChanged`, and an answer without an appointment id is `noAppointmentId`
 * (Reschedule_ApiFailError). Any other failure (a 500, a time-out, an abort, a 401) is rethrown unchanged for the
 * journey's error page. A retry after a lost answer meets a 412 when the first attempt went through (the etag moved
 * on).
 */
export const rescheduleRepairAppointment: Effect<EffectInput, Reschedule> = async (input, environment) => {
  const workOrderId = readText(input, 'workOrderId');
  const etag = readText(input, 'eTag');
  const jobNumber = readText(input, 'jobNo');
  const contractorSiteCode = readText(input, 'contractorSiteCode');
  const slots = offeredSlots(input.availabilities);
  const key = readText(input, 'slot');
  const slot = slotOfKey(slots, key);
  if (!slot) throw new EffectInputError('slot', 'a bookable slot of availabilities ("YYYY-MM-DD|availabilityType")');
  // The appointment already booked is no move (the gateway refuses it): the grid shows it, but never as a choice.
  if (key === readOptionalText(input, 'currentSlot'))
    throw new EffectInputError('slot', 'a slot other than the appointment already booked (currentSlot)');
  const isPreferred = readFlag(input, 'isPreferences');
  const now = environment.now();
  const reschedule: AppointmentReschedule = {
    status: 'RESCHEDULE',
    reasonCode: 'RESCHEDULE_APPOINTMENT',
    remarks: REMARKS,
    isPreferred,
    jobNumber,
    ...slotPeriod(slot),
    externalCreateDateTime: minuteOf(now),
    availabilityType: slot.availabilityType as AppointmentReschedule['availabilityType'],
    isInsideSla: slot.insideSla,
    contractorSiteCode,
  };
  let appointment;
  try {
    ({ appointment } = await environment.gateway.rescheduleAppointment(workOrderId, reschedule, etag));
  } catch (error) {
    if (error instanceof PreconditionFailedError) return { outcome: 'contractorChanged' };
    if (error instanceof MissingAppointmentIdError) return { outcome: 'noAppointmentId' };
    throw error;
  }
  return { outcome: 'rescheduled', ...bookingOf(slot, slots, appointment, now) };
};
