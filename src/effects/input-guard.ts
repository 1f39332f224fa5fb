import { EFFECT_INPUT_NAMES } from '../../schemas/generated/effect-inputs';
import type { EffectInput } from './effect-input';
import { EffectInputError } from './errors';
import { TABLE_INPUTS } from './table-inputs';

/**
 * An effect was called with an input it does not declare (schemas/effects/): a journey configuration error that the
 * journey lint reports as JOURNEY_UNKNOWN_EFFECT_INPUT. Thrown in development and tests instead of dropping the input
 * without a word; like every EffectInputError it is never retried.
 */
export class UndeclaredEffectInputError extends EffectInputError {
  constructor(
    readonly effect: string,
    readonly inputs: readonly string[],
  ) {
    super(inputs[0] ?? '', 'declared');
    this.message = `effect ${effect} has no input ${inputs.map((i) => `"${i}"`).join(', ')} (schemas/effects/ declares what it takes; npm run journeys -- lint shows where)`;
    this.name = 'UndeclaredEffectInputError';
  }
}

const declaredNames: Readonly<Record<string, readonly string[]>> = EFFECT_INPUT_NAMES;

/**
 * Fails when the input has a name the effect does not declare (in its schema, or as a row of the table it names). An
 * effect without a declaration (a test's stand-in) is not checked.
 */
export function checkDeclaredInputs(effect: string, input: EffectInput): void {
  const declared = Object.hasOwn(declaredNames, effect) ? declaredNames[effect] : undefined;
  if (!declared) return;
  const fromTable = Object.hasOwn(TABLE_INPUTS, effect) ? (TABLE_INPUTS[effect] ?? []) : [];
  const undeclared = Object.keys(input).filter((name) => !declared.includes(name) && !fromTable.includes(name));
  if (undeclared.length > 0) throw new UndeclaredEffectInputError(effect, undeclared);
}
