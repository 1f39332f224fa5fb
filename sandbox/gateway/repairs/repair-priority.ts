import { isWorkingHours } from './call-centre-hours';

export type RepairPriority = 'Next Available' | 'Emergency' | 'Emergency (Out of hours)';

export interface RepairPriorityOutcome {
  repairPriority: RepairPriority;
  isWorkingHours: boolean;
}

/**
 * repairs.md §3: not emergency → Next Available; emergency → Emergency; emergency out of hours → Emergency (Out of
 * hours). A recall, vulnerability or an EMA contractor does not change the priority (a recall is labelled in
 * lists only), so only the emergency flag and the time count.
 */
export function repairPriority(isEmergency: boolean, now: Date): RepairPriorityOutcome {
  const working = isWorkingHours(now);
  const repairPriority: RepairPriority = !isEmergency
    ? 'Next Available'
    : working
      ? 'Emergency'
      : 'Emergency (Out of hours)';
  return { repairPriority, isWorkingHours: working };
}
