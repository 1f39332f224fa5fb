/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * PATCH /cases/{id}/activities/{activityId} with If-Match (the activity's eTag): completes the activity. caseIdentifier and actionIdentifier must be the activity's own; metadata (appointment date, within-SLA flag, reason when outside the SLA, status) is merged into the activity's by key. A metadata status of 'complete' (or no status) completes it.
 */
export interface CaseActivityUpdate {
  caseIdentifier: string;
  actionIdentifier: string;
  /**
   * @maxItems 50
   */
  metadata: KeyValue[];
}
export interface KeyValue {
  key: string;
  value: string;
}
