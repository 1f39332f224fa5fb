/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /workorders/{id}/{context}/notes: a note on the repair (for example 'no appointment available'). Note types: 1 CCIM, 2 Chase, 3 Contractor, 4 Other.
 */
export interface WorkOrderNote {
  noteTypeId: 1 | 2 | 3 | 4;
  /**
   * The note: not blank, and held to the free-text check of repairs.md §5.
   */
  text: string;
}
