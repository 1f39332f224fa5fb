/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /configuration/{name}: a feature toggle or setting; toggles are the strings "true" or "false".
 */
export interface ConfigurationValue {
  name: string;
  value: string;
}
