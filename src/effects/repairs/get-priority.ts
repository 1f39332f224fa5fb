import type { EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { chosenReason } from './chosen-reason';
import { ukLocalDateTime } from '../../shared/dates';
import { readFlag } from './repair-input';

/** What 'repair.getPriority' stores: the reason it is for and the priority with its flags. */
export interface PriorityCheck {
  reasonId: string;
  /** Next Available, Emergency or Emergency (Out of hours). */
  priority: string;
  isEmergency: boolean;
  isOutOfHours: boolean;
}

/**
 * 'repair.getPriority': POST /works-orders/repair-priority for the chosen reason (repairs.md §3: not emergency →
 * Next Available; emergency → Emergency; emergency out of hours → Emergency (Out of hours), the gateway's clock
 * deciding the hours). Inputs: reasonId, reasons, isVulnerable and isRecall (optional; a recall is asked as one).
 */
export const getRepairPriority: Effect<EffectInput, PriorityCheck> = async (input, environment) => {
  const reason = chosenReason(input);
  const isEmergency = reason.priority === 'Emergency';
  const result = await environment.gateway.getRepairPriority(
    {
      isEmergency,
      repairType: reason.sor,
      isVulnerable: readFlag(input, 'isVulnerable'),
      isRecall: readFlag(input, 'isRecall'),
      isEMA: false,
      description: reason.label,
      channel: 'CustomerSelfService',
      raisedDate: ukLocalDateTime(environment.now()),
    },
    environment.signal,
  );
  const priority = result.repairPriority;
  return {
    reasonId: reason.value,
    priority,
    isEmergency: priority.startsWith('Emergency'),
    isOutOfHours: priority === 'Emergency (Out of hours)',
  };
};
