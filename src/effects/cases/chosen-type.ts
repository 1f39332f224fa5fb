import { EffectInputError } from '../errors';
import type { EffectInput } from '../effect-input';
import type { ChosenCaseType } from './choose-type';

/** The chosen case type the journey passes (input caseType: the result of 'case.chooseType'). */
export function readChosenType(input: EffectInput): ChosenCaseType {
  const type = input.caseType;
  if (
    typeof type !== 'object' ||
    type === null ||
    typeof (type as ChosenCaseType).id !== 'string' ||
    !Array.isArray((type as ChosenCaseType).questions)
  ) {
    throw new EffectInputError('caseType', "the result of 'case.chooseType'");
  }
  return type as ChosenCaseType;
}
