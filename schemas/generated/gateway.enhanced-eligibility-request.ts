/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/enhanced-repair-eligibility body (repairs.md §3, §7), sent only when checkEnhancedRepairEligibilityMyPeabody is on. Answers E35 or E36 with isEligible false for the cases of docs/repair-rules.md, otherwise eligible.
 */
export interface EnhancedEligibilityRequest {
  isEmergency: boolean;
  /**
   * SOR code of the chosen reason.
   */
  sor: string;
  isPotentialDuplicate?: boolean;
  isVulnerable?: boolean;
  channel?: 'CustomerSelfService' | 'ERGO' | 'Northgate' | 'ColleagueSelfService';
}
