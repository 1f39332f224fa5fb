import rule from '../../rules/repair-reschedule-outcomes.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { ConditionError } from '../engine/errors';
import { lookUpRuleRow } from '../engine/rule-table';
import { ruleText } from './rule-texts';

/** What Reschedule appointment leads to: the scheduler, or a modal or message the resident reads. */
export type RescheduleOutcome =
  | { kind: 'scheduler'; hidesReschedule: boolean }
  | { kind: 'modal' | 'message'; message: string; hidesReschedule: boolean; continuesToScheduler: boolean };

/** The repair's contractor, named in the messages that send the resident to it. */
export interface RescheduleContractor {
  name: string;
  phone: string;
}

const KINDS = ['scheduler', 'modal', 'message'] as const;

/**
 * What Reschedule appointment does for the reschedule-eligibility answer's error code
 * (rules/repair-reschedule-outcomes.json), with the contractor's name and phone filled into its message.
 */
export function rescheduleOutcome(
  errorCode: string | null | undefined,
  contractor: RescheduleContractor,
): RescheduleOutcome {
  const inputs = { errorCode: errorCode?.trim() || null };
  const row = requireRow(
    'repair-reschedule-outcomes',
    lookUpRuleRow('repair-reschedule-outcomes', asRuleFile(rule), inputs),
    inputs,
  );
  const kind = row.choice('outcome', KINDS);
  const hidesReschedule = row.boolean('hidesReschedule');
  if (kind === 'scheduler') return { kind, hidesReschedule };
  const message = row.optionalText('message');
  if (message === null)
    throw new ConditionError('CONDITION_THREW', row.file, `${row.pointer}/message`, `A ${kind} needs a message`);
  const continuesToScheduler = row.boolean('continuesToScheduler');
  return {
    kind,
    message: ruleText(message, { contractorName: contractor.name, contractorPhone: contractor.phone }),
    hidesReschedule,
    continuesToScheduler,
  };
}
