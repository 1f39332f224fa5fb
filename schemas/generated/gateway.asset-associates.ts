/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

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
