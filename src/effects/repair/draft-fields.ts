import type { WorkOrderUpdate } from '../../gateway';
import { EffectInputError } from '../errors';
import type { EffectInput } from '../effect-input';

type Kind = 'text' | 'integer' | 'flag';

/**
 * The work-order fields a journey may save on the draft (repairs.md §3, §7), with their kind. Inputs outside this
 * list are not sent; an empty or null value is left out, so a step sends only what it knows.
 */
const DRAFT_FIELDS = {
  trade: 'text',
  repairLocation: 'text',
  repairLocationId: 'integer',
  repairReason: 'text',
  repairReasonId: 'integer',
  description: 'text',
  sorCode: 'text',
  priority: 'text',
  repairCause: 'text',
  repairCauseId: 'integer',
  isEmergency: 'flag',
  isOutOfHours: 'flag',
  isSupplementary: 'flag',
  isPotentialDuplicate: 'flag',
} as const satisfies Record<string, Kind>;

const KIND_CHECK: Record<Kind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  integer: (value) => typeof value === 'number' && Number.isInteger(value),
  flag: (value) => typeof value === 'boolean',
};

const EXPECTED: Record<Kind, string> = { text: 'a text', integer: 'a whole number', flag: 'true or false' };

/** The draft fields among the inputs, type-checked; trimmed texts, empty ones left out. */
export function draftFields(input: EffectInput): WorkOrderUpdate {
  const fields: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(DRAFT_FIELDS) as [string, Kind][]) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    if (!KIND_CHECK[kind](value)) throw new EffectInputError(key, EXPECTED[kind]);
    if (typeof value === 'string') {
      if (value.trim() === '') continue;
      fields[key] = value.trim();
    } else fields[key] = value;
  }
  return fields as WorkOrderUpdate;
}
