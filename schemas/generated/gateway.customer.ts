/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /customers/{id}: profile, contact addresses and tenancy summaries.
 */
export interface Customer {
  id: string;
  eTag: string;
  'external-identifier'?: string;
  /**
   * Customer flags; isCatalystCustomer "true" marks a customer of the newer (catalyst) system.
   */
  statuses: Status[];
  person: {
    name: {
      title?: string;
      givenName?: string;
      surname?: string;
    };
    /**
     * ISO date
     */
    dateOfBirth?: string;
  };
  addresses: {
    telecomsAddresses?: {
      telecomsAddressType: 'workPhone' | 'mobilePhone' | 'homePhone';
      number: string;
    }[];
    digitalAddresses?: {
      digitalAddressType: 'email';
      address: string;
    }[];
    postalAddresses?: PostalAddress[];
  };
  tenanciesSummaries: {
    tenancySummary: TenancySummary;
  }[];
}
/**
 * A type/value flag, e.g. {"type": "isTenancyActive", "value": "true"}.
 */
export interface Status {
  type: string;
  value: string;
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
/**
 * This interface was referenced by `Customer`'s JSON-Schema
 * via the `definition` "TenancySummary".
 */
export interface TenancySummary {
  tenancyId: string;
  /**
   * e.g. Social, Leasehold, Commercial, Market Rent, COM1
   */
  tenancyType: string;
  /**
   * ISO date
   */
  tenancyStartDate: string;
  tenancyEndDate?: string;
  paymentReference: string;
  /**
   * The first entry is the property.
   */
  premisesIds: string[];
  statuses: Status[];
}
