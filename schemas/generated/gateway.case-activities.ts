/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /cases/{id}/activities: the case's activities, oldest first. Each carries its own eTag, to send as If-Match when completing it.
 */
export type CaseActivities = CaseActivity[];

export interface CaseActivity {
  id: string;
  caseIdentifier: string;
  actionIdentifier: string;
  description?: string;
  status: 'Open' | 'Completed';
  createdDate?: string;
  dueDate?: string;
  completedDate?: string;
  metadata: KeyValue[];
  eTag?: string;
}
export interface KeyValue {
  key: string;
  value: string;
}
