import type { EffectCall, Journey } from '../../../schemas/generated/journey';
import { childPointer, toPointer } from '../json-pointer';
import type { ConfigProblem } from '../types';
import { stepFields } from './lint-context';
import { didYouMean, listNames } from './near-names';

/**
 * What an effect accepts, read from its declaration (schemas/effects/<area>.<name>.input.schema.json) by the tools
 * that lint: the lint itself reads no files, so it stays pure and out of the browser bundle.
 */
export interface EffectInputDeclaration {
  /** Every input the effect reads (the schema's properties). */
  readonly inputs: readonly string[];
  /** The inputs it cannot do without (the schema's required). */
  readonly required: readonly string[];
  /** Inputs it accepts but does not use (marked deprecated), with the reason: a call may give them, with a warning. */
  readonly ignored?: Readonly<Record<string, string>>;
}

/**
 * Effect name → its declared input. An effect missing here is not checked (no false problems while one is undeclared).
 */
export type EffectInputDeclarations = Readonly<Record<string, EffectInputDeclaration>>;

/** A problem with its severity, as the journey lint reports it. */
export interface EffectInputProblem extends ConfigProblem {
  readonly severity: 'error' | 'warning';
}

/** Every effect call of a journey with its pointer: steps, widget calls, ways out, endings and the entry. */
function effectCalls(
  journey: Journey,
): Array<{ readonly call: Pick<EffectCall, 'effect' | 'input'>; readonly pointer: string }> {
  const list = (calls: readonly EffectCall[] | undefined, pointer: string) =>
    (calls ?? []).map((call, i) => ({ call, pointer: `${pointer}/${i}` }));
  return [
    ...list(journey.entry?.effects, '/entry/effects'),
    ...journey.steps.flatMap((step, i) => [
      ...list(step.onEnter, `/steps/${i}/onEnter`),
      ...list(step.onExit, `/steps/${i}/onExit`),
      // A widget call's input is the journey's too (the widget's argument is read as call.*), so it is checked alike.
      ...stepFields(step, `/steps/${i}`).flatMap(({ field, pointer }) =>
        Object.entries(field.calls ?? {}).map(([name, call]) => ({
          call,
          pointer: childPointer(pointer, 'calls', name),
        })),
      ),
    ]),
    ...(['exit', 'saveAndExit', 'leave'] as const).flatMap((key) => list(journey[key]?.effects, `/${key}/effects`)),
    ...Object.entries(journey.endings ?? {}).flatMap(([name, ending]) =>
      list(ending.effects, toPointer('endings', name, 'effects')),
    ),
  ];
}

/**
 * Checks each effect call's input against the effect's declaration: an input the effect does not declare would be
 * dropped without a word (JOURNEY_UNKNOWN_EFFECT_INPUT, with the name meant and the list), a required one left out
 * fails every time it runs (JOURNEY_MISSING_EFFECT_INPUT), and one the effect declares but ignores is a warning
 * (JOURNEY_IGNORED_EFFECT_INPUT). Only the names are checked: the values are json-logic worked out at run time.
 * Invariant: an effect without a declaration, or unknown to the journey, is left alone (JOURNEY_UNKNOWN_EFFECT and
 * JOURNEY_UNREGISTERED_EFFECT say so).
 */
export function effectInputProblems(journey: Journey, declarations: EffectInputDeclarations): EffectInputProblem[] {
  const problems: EffectInputProblem[] = [];
  for (const { call, pointer } of effectCalls(journey)) {
    const declared = Object.hasOwn(declarations, call.effect) ? declarations[call.effect] : undefined;
    if (!declared) continue;
    const given = Object.keys(call.input ?? {});
    const accepted = declared.inputs.length > 0 ? `It takes ${listNames(declared.inputs)}.` : 'It takes no input.';
    for (const key of given) {
      const at = childPointer(pointer, 'input', key);
      if (!declared.inputs.includes(key)) {
        problems.push({
          code: 'JOURNEY_UNKNOWN_EFFECT_INPUT',
          severity: 'error',
          pointer: at,
          message: `Effect "${call.effect}" has no input "${key}": it would be dropped.${didYouMean(key, declared.inputs)} ${accepted} A new input needs a developer (schemas/effects/).`,
        });
      } else if (declared.ignored?.[key] !== undefined) {
        problems.push({
          code: 'JOURNEY_IGNORED_EFFECT_INPUT',
          severity: 'warning',
          pointer: at,
          message: `Effect "${call.effect}" accepts input "${key}" but does not use it (${declared.ignored[key]}): remove it from the call.`,
        });
      }
    }
    const missing = declared.required.filter((key) => !given.includes(key));
    if (missing.length > 0) {
      const at = call.input === undefined ? pointer : `${pointer}/input`;
      problems.push({
        code: 'JOURNEY_MISSING_EFFECT_INPUT',
        severity: 'error',
        pointer: at,
        message: `Effect "${call.effect}" needs input${missing.length === 1 ? '' : 's'} ${listNames(missing)}, which ${missing.length === 1 ? 'is' : 'are'} not given: add ${missing.length === 1 ? 'it' : 'them'} to "input".`,
      });
    }
  }
  return problems;
}
