import type { AppointmentAvailability } from '../../schemas/generated/gateway.appointment-availability';
import type { AppointmentBooking } from '../../schemas/generated/gateway.appointment-booking';
import type { AppointmentConfirmation } from '../../schemas/generated/gateway.appointment-confirmation';
import type { AppointmentReschedule } from '../../schemas/generated/gateway.appointment-reschedule';
import { invalidResponse, MissingAppointmentIdError } from './errors';
import type { GatewayRequest, GatewayResponse } from './request';
import { encodePath } from './url';

export type {
  Availability,
  AppointmentAvailability,
  Slot,
} from '../../schemas/generated/gateway.appointment-availability';
export type { AppointmentBooking } from '../../schemas/generated/gateway.appointment-booking';
export type { AppointmentConfirmation } from '../../schemas/generated/gateway.appointment-confirmation';
export type { AppointmentReschedule } from '../../schemas/generated/gateway.appointment-reschedule';

/** repairs.md §9 "availability time-out 30000 ms". */
export const AVAILABILITY_TIMEOUT_MS = 30_000;

/** A booking or reschedule that went through, with the work order's new entity tag (it is now Appointed). */
export interface BookedAppointment {
  appointment: AppointmentConfirmation;
  workOrderEtag: string | null;
}

export interface AppointmentCalls {
  /**
   * GET /works-orders/{id}/appointments/availability?referenceNumber&contractorName; empty availabilities when there
   * are none.
   */
  getAppointmentAvailability(
    workOrderId: string,
    referenceNumber: string,
    contractorName: string,
    signal?: AbortSignal,
  ): Promise<AppointmentAvailability>;
  /**
   * POST /works-orders/{id}/appointments?contractorName. A slot taken meanwhile throws a 409 GatewayHttpError
   * (code slot-unavailable). Pass the operation key kept for this booking so a retry books once.
   */
  bookAppointment(
    workOrderId: string,
    contractorName: string,
    booking: AppointmentBooking,
    operationKey?: string,
  ): Promise<BookedAppointment>;
  /**
   * PATCH /works-orders/{id}/appointments with the work order's etag; a changed work order throws
   * PreconditionFailedError.
   */
  rescheduleAppointment(
    workOrderId: string,
    reschedule: AppointmentReschedule,
    etag: string,
  ): Promise<BookedAppointment>;
}

function booked(
  response: GatewayResponse<AppointmentConfirmation | null>,
  method: string,
  path: string,
): BookedAppointment {
  // repairs.md §4: "A reschedule response with no appointmentId shows Reschedule_ApiFailError": the caller
  // gets that as an error, never as a success without an appointment.
  if (!response.data?.appointmentId) {
    throw invalidResponse(
      response,
      method,
      path,
      'The gateway did not return the appointment id.',
      MissingAppointmentIdError,
    );
  }
  return { appointment: response.data, workOrderEtag: response.etag };
}

export function createAppointmentCalls(request: GatewayRequest): AppointmentCalls {
  return {
    async getAppointmentAvailability(workOrderId, referenceNumber, contractorName, signal) {
      const response = await request<AppointmentAvailability | null>({
        method: 'GET',
        path: encodePath`/works-orders/${workOrderId}/appointments/availability`,
        query: { referenceNumber, contractorName },
        // repairs.md §9: the contractor's diary may take up to 30 s to answer; the journey gives up after that.
        timeoutMs: AVAILABILITY_TIMEOUT_MS,
        signal,
      });
      return response.data ?? { availabilities: [], isPreferences: false, statusCode: response.status };
    },

    async bookAppointment(workOrderId, contractorName, booking, operationKey) {
      const path = encodePath`/works-orders/${workOrderId}/appointments`;
      const response = await request<AppointmentConfirmation | null>({
        method: 'POST',
        path,
        query: { contractorName },
        body: booking,
        operationKey,
      });
      return booked(response, 'POST', path);
    },

    async rescheduleAppointment(workOrderId, reschedule, etag) {
      const path = encodePath`/works-orders/${workOrderId}/appointments`;
      return booked(
        await request<AppointmentConfirmation | null>({ method: 'PATCH', path, body: reschedule, etag }),
        'PATCH',
        path,
      );
    },
  };
}
