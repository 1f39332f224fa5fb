import type { ReferenceDataCollection } from '../../schemas/generated/gateway.reference-data-collection';
import type { ReferralReason } from '../../schemas/generated/gateway.referral-reason';
import type { GatewayRequest } from './request';

export type { ReferralReason } from '../../schemas/generated/gateway.referral-reason';

/** The reference-data namespace of the financial referral reasons. */
export const REFERRAL_REASON_NAMESPACE = 'financial-referral-reason';

export interface ReferenceDataCalls {
  /**
   * GET /reference-data/collection/reference-data?namespace=financial-referral-reason: every referral reason,
   * including those not for residents (displayOnMyPeabody 0); callers choose what to show.
   */
  getReferralReasons(signal?: AbortSignal): Promise<ReferralReason[]>;
}

export function createReferenceDataCalls(request: GatewayRequest): ReferenceDataCalls {
  return {
    async getReferralReasons(signal) {
      const response = await request<ReferenceDataCollection | null>({
        method: 'GET',
        path: '/reference-data/collection/reference-data',
        query: { namespace: REFERRAL_REASON_NAMESPACE },
        signal,
      });
      return (response.data?.namespace.keyValues ?? []).map((entry) => entry.value).filter(isReferralReason);
    },
  };
}

// An entry the portal cannot read (another shape) is left out rather than shown as an empty checkbox.
function isReferralReason(value: unknown): value is ReferralReason {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'number' &&
    typeof entry.referralReason === 'string' &&
    (entry.displayOnMyPeabody === 0 || entry.displayOnMyPeabody === 1)
  );
}
