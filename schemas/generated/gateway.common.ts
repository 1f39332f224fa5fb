/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Shapes shared by several gateway calls.
 */
export interface Common {
  [k: string]: unknown;
}
/**
 * A type/value flag, e.g. {"type": "isTenancyActive", "value": "true"}.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "Status".
 */
export interface Status {
  type: string;
  value: string;
}
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "KeyValue".
 */
export interface KeyValue {
  key: string;
  value: string;
}
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "PostalAddress".
 */
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
