// Apart from compliance.ts, whose call loads with its first use (lazyCalls), so a card can name a type without it.

/** The compliance types the cards ask for (portal.md §7); the gateway also reads "Electrical EICR 5 year" as EICR. */
export const COMPLIANCE_TYPES = { gas: 'Annual Domestic Gas Servicing', electrical: 'EICR 5Y' } as const;
export type ComplianceType = (typeof COMPLIANCE_TYPES)[keyof typeof COMPLIANCE_TYPES];
