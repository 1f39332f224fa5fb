/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /assets/{id}; items of GET /assets/{id}/assets?expand=address (the premises and the assets above it).
 */
export interface Asset {
  id: string;
  assetType: 'Property' | 'Divided Block' | 'Block' | 'Estate' | 'Estate Area' | 'Scheme';
  /**
   * Block 1, Property 2, Divided Block 5
   */
  assetTypeId?: number;
  parentId?: string;
  uprn?: string;
  name?: string;
  addresses: {
    postalAddresses?: PostalAddress[];
  };
  /**
   * isInDefects, isHighRise (18 m or seven storeys) and similar flags.
   */
  statuses: Status[];
  /**
   * type/value pairs: MAINTSRESP (default FMFULL) and heat types HEAT, HEATGAS, HEATOIL, HEATELEC.
   */
  maintenanceResponsibilities: Status[];
  region?: string;
  borough?: string;
  associates?: AssetAssociates;
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
 * A type/value flag, e.g. {"type": "isTenancyActive", "value": "true"}.
 */
export interface Status {
  type: string;
  value: string;
}
/**
 * GET /assets/{id}/associates: landlord and managers of an asset.
 */
export interface AssetAssociates {
  landLord?: Organisation;
  previousLandLord?: Organisation;
  neighbourhoodManager?: Person;
  incomesOfficer?: Person;
}
/**
 * This interface was referenced by `AssetAssociates`'s JSON-Schema
 * via the `definition` "Organisation".
 */
export interface Organisation {
  organisation: {
    name: string;
  };
}
/**
 * This interface was referenced by `AssetAssociates`'s JSON-Schema
 * via the `definition` "Person".
 */
export interface Person {
  person?: {
    name?: {
      givenName?: string;
      surname?: string;
    };
  };
  email?: string;
  phone?: string;
}
