/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /reference-data/collection/reference-data?namespace=<name>: every entry of one reference-data namespace, as namespace.keyValues (the shape the specification shows for case types), in the order the association holds them. Each value is the entry as stored, e.g. a financial referral reason {id, referralReason, displayOnMyPeabody}. The gateway returns every entry; clients filter (the referral reasons list keeps displayOnMyPeabody 1 only).
 */
export interface ReferenceDataCollection {
  namespace: {
    /**
     * The namespace asked for, e.g. "financial-referral-reason".
     */
    name: string;
    keyValues: {
      key: string;
      /**
       * The entry; its shape depends on the namespace (an object, or a list such as the repair locations of an asset type).
       */
      value: {} | unknown[];
    }[];
  };
}
