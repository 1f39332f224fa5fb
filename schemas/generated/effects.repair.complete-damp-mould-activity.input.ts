/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.completeDampMouldActivity' (src/effects/repairs/complete-damp-mould-activity.ts): Completes the damp and mould case's BookAppointment activity after a booking. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairCompleteDampMouldActivityInput {
  /**
   * The repair's case; without one there is nothing to complete.
   */
  caseIdentifier: string | null;
  /**
   * The booking as 'repair.bookAppointment' stores it (effects.booking); needed when there is a case.
   */
  booking: {
    [k: string]: unknown;
  } | null;
  /**
   * The repair's id, to pick its activity among the case's.
   */
  workOrderId?: string | null;
}
