/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Not emergency → Next Available; emergency within call centre hours → Emergency; emergency outside them → Emergency (Out of hours), shown as Emergency (OOH). isWorkingHours: whether now is within call centre hours (Mon–Fri 08:00–20:00, Sat 09:00–13:00, London time).
 */
export interface RepairPriorityResult {
  repairPriority: 'Next Available' | 'Emergency' | 'Emergency (Out of hours)';
  isWorkingHours: boolean;
}
