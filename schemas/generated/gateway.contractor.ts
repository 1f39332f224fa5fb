/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /worksorder/{id}/contractors: the contractor site chosen for the job (repairs.md §3 "Contractor"). statuses.isActive is false for a site listed in the demobilizedContractorSites configuration; flags carries CONTRACTORSITE_ON_HOLD (while onHoldUntil has not passed) and the catalyst triage flags.
 */
export interface Contractor {
  id: string;
  name: string;
  hubCode?: string;
  trades?: string[];
  statuses: {
    isIntegrated: boolean;
    isBuilder: boolean;
    isSubContractor: boolean;
    isEMA: boolean;
    isActive: boolean;
  };
  flags: {
    type: 'CONTRACTORSITE_ON_HOLD' | 'CATALYST_TRIAGE_DEFECT' | 'CATALYST_TRIAGE_TIER2' | 'CATALYST_TRIAGE_EMA';
    value: string;
    onHoldUntil?: string;
  }[];
  contractorSites: {
    id: string;
    name: string;
    hubCode?: string;
  }[];
  contacts: {
    addresses?: {
      postalAddresses?: PostalAddress[];
    };
    digitalAddresses?: {
      digitalAddressType?: string;
      address?: string;
    }[];
    telecomsAddresses?: {
      telecomsAddressType?: string;
      number?: string;
    }[];
  };
}
export interface PostalAddress {
  id?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  addressLine4?: string;
  addressLine5?: string;
  town?: string;
  postcode?: string;
  formattedAddress?: string;
  postalAddressType?: string;
}
