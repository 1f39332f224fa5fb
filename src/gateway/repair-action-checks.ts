import type { CancellationEligibilityRequest } from '../../schemas/generated/gateway.cancellation-eligibility-request';
import type { CancellationEligibilityResult } from '../../schemas/generated/gateway.cancellation-eligibility-result';
import type { RescheduleEligibilityRequest } from '../../schemas/generated/gateway.reschedule-eligibility-request';
import type { RescheduleEligibilityResult } from '../../schemas/generated/gateway.reschedule-eligibility-result';
import { invalidResponse } from './errors';
import type { GatewayRequest, GatewayResponse } from './request';
import { encodePath } from './url';

export type { CancellationEligibilityRequest } from '../../schemas/generated/gateway.cancellation-eligibility-request';
export type { CancellationEligibilityResult } from '../../schemas/generated/gateway.cancellation-eligibility-result';
export type { RescheduleEligibilityRequest } from '../../schemas/generated/gateway.reschedule-eligibility-request';
export type { RescheduleEligibilityResult } from '../../schemas/generated/gateway.reschedule-eligibility-result';

/** The two checks the repair detail asks before it offers Cancel repair and Reschedule appointment (repairs.md §7). */
export interface RepairActionCheckCalls {
  /**
   * POST /wo-cancellation-eligibility. The body names the repair in `worksOrderIdentifier` (decision 0016: the
   * path names none). `isEligible` says whether Cancel repair shows; `errorCode` what its confirmation says.
   */
  checkCancellationEligibility(
    body: CancellationEligibilityRequest,
    signal?: AbortSignal,
  ): Promise<CancellationEligibilityResult>;
  /**
   * POST /works-orders/{id}/appointments/reschedule-eligibility. `errorCode` decides what Reschedule appointment
   * does; the contractor's name and phone come with the codes that send the resident to it.
   */
  checkRescheduleEligibility(
    workOrderId: string,
    body: RescheduleEligibilityRequest,
    signal?: AbortSignal,
  ): Promise<RescheduleEligibilityResult>;
}

/** An answer without a yes or no cannot decide which buttons a resident gets: it is a failure, shown as one. */
function decision<T extends { isEligible: boolean }>(response: GatewayResponse<unknown>, path: string): T {
  const data = response.data;
  if (typeof data === 'object' && data !== null && typeof (data as { isEligible?: unknown }).isEligible === 'boolean')
    return data as T;
  throw invalidResponse(response, 'POST', path, 'The gateway answered without an eligibility decision.');
}

export function createRepairActionCheckCalls(request: GatewayRequest): RepairActionCheckCalls {
  const post = async <T extends { isEligible: boolean }>(
    path: string,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<T> => {
    // The requester copies an ETag header into object bodies; a decision has no use for it.
    const { eTag: _etag, ...answer } = decision<T & { eTag?: string }>(
      await request<unknown>({ method: 'POST', path, body, ...(signal ? { signal } : {}) }),
      path,
    );
    return answer as unknown as T;
  };
  return {
    checkCancellationEligibility: (body, signal) => post('/wo-cancellation-eligibility', body, signal),
    checkRescheduleEligibility: (workOrderId, body, signal) =>
      post(encodePath`/works-orders/${workOrderId}/appointments/reschedule-eligibility`, body, signal),
  };
}
