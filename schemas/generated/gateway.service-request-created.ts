/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * 201 answer of POST /customer/{id}/account/{acc}/servicerequest; the Location header names the new service request.
 */
export interface ServiceRequestCreated {
  serviceRequestIdentifier: string;
}
