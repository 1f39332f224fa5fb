/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /customers/{id}/communications answer (201): the identifier of the communication sent.
 */
export interface CommunicationCreated {
  id: string;
}
