import type { ReasonFacts } from './reason-facts';

export interface EnhancedEligibilityFacts {
  isEmergency: boolean;
  isPotentialDuplicate: boolean;
  /** The reason with the request's SOR, when there is one. */
  reason: Pick<ReasonFacts, 'eligibilityCode' | 'assetType'> | undefined;
}

export interface EnhancedEligibilityOutcome {
  isEligible: boolean;
  errorCode: 'E35' | 'E36' | null;
  rule: string;
}

/**
 * The enhanced check (repairs.md §7), first match wins:
 * - E36 (BlockEMERepairMsg): an emergency whose reason is one the association takes only by phone (seeded E36),
 *   or an emergency that may duplicate an open repair, so nobody is sent twice to an emergency.
 * - E35 (OrbisBlockMsg1-3): a reason maintained by a third party (seeded E35), whatever the urgency.
 */
export function decideEnhancedEligibility(f: EnhancedEligibilityFacts): EnhancedEligibilityOutcome {
  if (f.isEmergency && f.reason?.eligibilityCode === 'E36')
    return { isEligible: false, errorCode: 'E36', rule: 'emergency-by-phone' };
  if (f.isEmergency && f.isPotentialDuplicate)
    return { isEligible: false, errorCode: 'E36', rule: 'emergency-potential-duplicate' };
  if (f.reason?.eligibilityCode === 'E35')
    return { isEligible: false, errorCode: 'E35', rule: 'third-party-maintained' };
  return { isEligible: true, errorCode: null, rule: 'eligible' };
}
