import { GatewayHttpError, PreconditionFailedError, type CaseActivity } from '../../gateway';
import { readOptionalText, type EffectInput } from '../effect-input';
import { EffectInputError } from '../errors';
import type { Effect, EffectEnvironment } from '../types';
import type { Booking } from './book-appointment';
import { readObject } from './repair-input';

/** The damp and mould case's activity that the booking completes. */
const BOOK_APPOINTMENT = 'BookAppointment';

/** What 'repair.completeDampMouldActivity' stores: the activity completed, or null when the case has none. */
export interface ActivityCompletion {
  activityId: string | null;
  status: 'Completed' | null;
}

/**
 * The SLA reason's message code (repairs.md §8), sent as the reason's code with its text: the association's systems
 * read the words, so the environment describes the code (the effect holds no English).
 */
const REASON_CODES = { contractor: 'reasonOutsideSlaContractor', resident: 'reasonOutsideSlaResident' } as const;

function readBooking(input: EffectInput): Pick<Booking, 'startTime' | 'slaReason'> {
  const booking = readObject(input, 'booking');
  const { startTime, slaReason } = booking;
  if (
    typeof startTime !== 'string' ||
    !(slaReason === null || slaReason === 'contractor' || slaReason === 'resident')
  ) {
    throw new EffectInputError('booking', "repair.bookAppointment's result");
  }
  return { startTime, slaReason };
}

/** The case's BookAppointment activity: the open one (this repair's first), else a completed one, else none. */
async function bookAppointmentActivity(
  environment: EffectEnvironment,
  caseId: string,
  workOrderId: string | undefined,
): Promise<CaseActivity | undefined> {
  const activities = (await environment.gateway.getCaseActivities(caseId)).filter(
    (a) => a.actionIdentifier === BOOK_APPOINTMENT,
  );
  const forRepair = (a: CaseActivity) =>
    workOrderId === undefined || a.metadata.some((m) => m.key === 'worksOrderIdentifier' && m.value === workOrderId);
  const open = activities.filter((a) => a.status === 'Open');
  return open.find(forRepair) ?? open[0] ?? activities.find((a) => a.status === 'Completed');
}

/**
 * 'repair.completeDampMouldActivity': after a damp and mould repair is booked, completes its case's BookAppointment
 * activity (PATCH /cases/{id}/activities/{activityId} with the activity's eTag) with the appointment date, whether it
 * is within the 6-day SLA window, the reason when it is not (reasonOutsideSlaContractor or reasonOutsideSlaResident,
 * code and text) and status complete (repairs.md §4). Inputs: caseIdentifier (none: nothing to complete), booking
 * (effects.booking), workOrderId (optional, picks this repair's activity). Already completed (a retry, or a 409)
 * counts as done; a 412 reads the activity again and sends it once more.
 */
export const completeDampMouldActivity: Effect<EffectInput, ActivityCompletion> = async (input, environment) => {
  const caseId = readOptionalText(input, 'caseIdentifier');
  if (caseId === undefined) return { activityId: null, status: null };
  const booking = readBooking(input);
  const workOrderId = readOptionalText(input, 'workOrderId');
  const reason =
    booking.slaReason === null
      ? []
      : [
          { key: 'reasonCode', value: REASON_CODES[booking.slaReason] },
          { key: 'reason', value: environment.describe(REASON_CODES[booking.slaReason]) },
        ];
  const metadata = [
    { key: 'appointmentDate', value: booking.startTime },
    { key: 'isWithinSla', value: String(booking.slaReason === null) },
    ...reason,
    { key: 'status', value: 'complete' },
  ];
  const complete = async (activity: CaseActivity): Promise<ActivityCompletion> => {
    if (activity.status === 'Completed') return { activityId: activity.id, status: 'Completed' };
    try {
      await environment.gateway.completeCaseActivity(
        caseId,
        activity.id,
        { caseIdentifier: caseId, actionIdentifier: activity.actionIdentifier, metadata },
        activity.eTag ?? '',
      );
    } catch (error) {
      // 409: completed meanwhile (an earlier attempt whose answer was lost).
      if (!(error instanceof GatewayHttpError && error.status === 409)) throw error;
    }
    return { activityId: activity.id, status: 'Completed' };
  };

  const activity = await bookAppointmentActivity(environment, caseId, workOrderId);
  if (!activity) return { activityId: null, status: null };
  try {
    return await complete(activity);
  } catch (error) {
    if (!(error instanceof PreconditionFailedError)) throw error;
    const fresh = (await environment.gateway.getCaseActivities(caseId)).find((a) => a.id === activity.id);
    if (!fresh) throw error;
    return complete(fresh);
  }
};
