/**
 * Days within which the repair's priority says it must be attended (the "SLA" of repairs.md §3 insideSla):
 * emergencies the next day, damp and mould within 14 days, everything else within 28.
 */
export function slaDays(priority: string | undefined, isDampAndMould: boolean): number {
  if (priority?.startsWith('Emergency') || priority === 'EME') return 1;
  if (isDampAndMould || priority === 'DM') return 14;
  return 28;
}
