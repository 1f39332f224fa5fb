import { committedReferenceData } from '../reference-data/reference-data-files';

/** Financial referral reasons; only displayOnMyPeabody 1 entries are offered in the portal. */
export interface ReferralReason {
  id: number;
  referralReason: string;
  displayOnMyPeabody: 0 | 1;
}

/** sandbox/reference-data/financial-referral-reasons.json, as committed. */
export const REFERRAL_REASONS: ReferralReason[] = committedReferenceData(
  'financialReferralReasons',
) as ReferralReason[];
