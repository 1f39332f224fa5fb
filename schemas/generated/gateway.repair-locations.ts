/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The value of a repair-locations reference-data entry: the locations (rooms, communal areas) of one asset type, in display order. Read with GET /reference-data/collection/repair-locations?assetType=<type>.
 */
export type RepairLocations = {
  id: number;
  value: string;
}[];
