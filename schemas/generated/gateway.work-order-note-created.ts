/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Answer of POST /workorders/{id}/{context}/notes (201): the stored note.
 */
export interface WorkOrderNoteCreated {
  noteIdentifier: string;
  worksOrderIdentifier: string;
  noteTypeId: number;
  noteType: 'CCIM' | 'Chase' | 'Contractor' | 'Other';
  text: string;
  /**
   * The path segment between the id and /notes, kept as sent.
   */
  context: string;
  createdDateTime: string;
}
