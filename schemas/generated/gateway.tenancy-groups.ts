/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /customers/{id}/tenancies and GET /customers/{id}/premises/{pid}/tenancies. Non-residential and Commercial groups are non-residential; every other group is residential.
 */
export type TenancyGroups = {
  tenancyIdentifier: string;
  tenancyGroup: string;
  premisesIdentifier?: string;
}[];
