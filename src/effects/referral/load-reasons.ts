import type { EffectInput } from '../effect-input';
import type { Effect } from '../types';

/** A referral reason as the reasons page offers it: the checkbox value and its text. */
export interface ReferralReasonOption {
  /** The reason's id in the reference data, as text (checkbox values are texts). */
  id: string;
  /** The referralReason text: shown to the resident and sent with the enquiry. */
  text: string;
}

/**
 * 'referral.loadReasons': the financial referral reasons residents may choose, in the association's order.
 * The gateway returns every reason; only those with displayOnMyPeabody 1 are for residents (portal.md §7).
 */
export const loadReferralReasons: Effect<EffectInput, ReferralReasonOption[]> = async (_input, environment) => {
  const reasons = await environment.gateway.getReferralReasons(environment.signal);
  return reasons
    .filter((reason) => reason.displayOnMyPeabody === 1)
    .map((reason) => ({ id: String(reason.id), text: reason.referralReason }));
};
