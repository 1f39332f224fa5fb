/** The two compliance cards of the home page (portal.md §2: gas boiler, electrical inspection). */
export type ComplianceKind = 'gas' | 'electrical';

export const COMPLIANCE_KINDS: readonly ComplianceKind[] = ['gas', 'electrical'];

/**
 * The feature toggle that shows each card (portal.md §6: "Gas and electrical cards require their toggles to be true").
 */
export const COMPLIANCE_CARD_TOGGLES = {
  gas: 'isshowmypeabodygasboilercard',
  electrical: 'isshowmypeabodyeicrcard',
} as const satisfies Record<ComplianceKind, string>;
