import { EffectInputError } from '../errors';
import { readObjectList, readText, type EffectInput } from '../effect-input';
import type { ReasonOption } from './load-reasons';

/** The reason the resident chose: input `reasonId` (the answer) within `reasons` ('repair.loadReasons'). */
export function chosenReason(input: EffectInput): ReasonOption {
  const id = readText(input, 'reasonId');
  const reason = readObjectList(input, 'reasons').find((r) => r.value === id);
  if (!reason) throw new EffectInputError('reasonId', 'the value of one of reasons');
  return reason as unknown as ReasonOption;
}
