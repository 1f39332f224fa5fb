import type { Contractor } from '../gateway';

/**
 * What the journey needs to know of the repair's contractor after submission (repairs.md §4): whether the resident
 * can book with it (integrated, not a builder, not the EMA, not on hold, active) and how to reach it.
 */
export interface ContractorFacts {
  /** The contractor site identifier. */
  id: string;
  name: string;
  phone: string | null;
  isIntegrated: boolean;
  isBuilder: boolean;
  isEMA: boolean;
  /** CONTRACTORSITE_ON_HOLD, as the gateway answered it on the day. */
  isOnHold: boolean;
  /** false for a demobilised site (demobilizedContractorSites). */
  isActive: boolean;
}

/** The facts of a contractor as GET /worksorder/{id}/contractors answered it. */
export function contractorFacts(contractor: Contractor): ContractorFacts {
  const { statuses } = contractor;
  return {
    id: contractor.id,
    name: contractor.name,
    phone: contractor.contacts.telecomsAddresses?.find((t) => t.number)?.number ?? null,
    isIntegrated: statuses.isIntegrated,
    isBuilder: statuses.isBuilder,
    isEMA: statuses.isEMA,
    isOnHold: contractor.flags.some((flag) => flag.type === 'CONTRACTORSITE_ON_HOLD' && flag.value === 'true'),
    isActive: statuses.isActive,
  };
}
