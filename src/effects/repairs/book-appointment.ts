import type { AppointmentBooking } from '../../gateway';
import { readText, type EffectInput } from '../effect-input';
import { EffectInputError } from '../errors';
import type { Effect } from '../types';
import { minuteOperationKey } from './operation-key';
import { bookingOf, minuteOf, slotPeriod, type Booking } from './booked-appointment';
import { offeredSlots, slotMetadata, slotOfKey } from './offered-slots';
import { readFlag } from './repair-input';

/** What 'repair.bookAppointment' stores: the appointment as the resident is told of it, and its SLA standing. */
export type { Booking };

const REMARKS = 'Booked by the resident through Customer Self-Service.';

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
  const key = await minuteOperationKey(
    'repair-booking',
    environment.customerId,
    [workOrderId, jobNumber, slotKey],
    now,
  );
  const diaryCode = slotMetadata(slot, 'diaryCode');
  const booking: AppointmentBooking = {
    isPreferences: readFlag(input, 'isPreferences'),
    jobNumber,
    // Left out when the slot has none: repairs.md §3 does not say it always has one (the sandbox's always does).
    ...(diaryCode ? { diaryCode } : {}),
    ...slotPeriod(slot),
    availabilityType: slot.availabilityType as AppointmentBooking['availabilityType'],
    isInsideSla: slot.insideSla,
    reasonCode: 'NEW_APPOINTMENT',
    remarks: REMARKS,
    externalCreateDateTime: minuteOf(now),
    externalReferenceId: key,
    metadata: slot.metadata,
  } as AppointmentBooking;
  const { appointment } = await environment.gateway.bookAppointment(
    workOrderId,
    readText(input, 'contractorName'),
    booking,
    key,
  );
  return bookingOf(slot, slots, appointment, now);
};
