/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Answer of POST /wo-cancellation-eligibility (decision 0016). isEligible: the repair is still open, so the detail page shows Cancel repair (false only for a Completed, Closed or Cancelled repair). errorCode says what the cancel modal says (repairs.md §4 "Cancel flow"): SSR036 the resident may cancel online after confirming (the only code that offers Continue cancel, and the only one DELETE /works-orders/{id} accepts for a submitted repair); SSR066 an emergency, cancel by phone; SSR008 the visit is today (or its day has passed), cancel by phone; SSR073 it cannot be cancelled online (finished, already in progress, with the emergency agent (EMA), in catalyst triage, passed to Peabody or unknown).
 */
export interface CancellationEligibilityResult {
  isEligible: boolean;
  errorCode: 'SSR036' | 'SSR066' | 'SSR008' | 'SSR073';
}
