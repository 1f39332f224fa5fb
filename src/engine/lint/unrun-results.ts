import type { EffectCall, Journey } from '../../../schemas/generated/journey';
import type { ConfigProblem } from '../types';
import { inspectLogic } from '../inspect-logic';
import { toPointer } from '../json-pointer';
import { logicLocations } from './logic-locations';

/** Every effect call of a journey, wherever it runs: entry, steps, widgets, ways out and endings. */
function allCalls(journey: Journey): EffectCall[] {
  const fieldCalls = journey.steps
    .flatMap((step) => [...(step.fields ?? []), ...(step.generate?.fields ?? []).map((template) => template.field)])
    .flatMap((field) => Object.values(field.calls ?? {}));
  return [
    ...(journey.entry?.effects ?? []),
    ...journey.steps.flatMap((step) => [...(step.onEnter ?? []), ...(step.onExit ?? [])]),
    ...fieldCalls,
    ...(['exit', 'saveAndExit', 'leave'] as const).flatMap((key) => journey[key]?.effects ?? []),
    ...Object.values(journey.endings ?? {}).flatMap((ending) => ending.effects ?? []),
  ];
}

/**
 * Issue 27 §1: an ending (or a way out, or the entry) whose text or values read the result of an effect that nothing
 * runs — the effect's call was removed, its declaration left — would never have that result: the case journey's
 * "created" ending names the case reference that `case.create` stores, and without the call no case is ever created.
 * The step's own reads are JOURNEY_READ_BEFORE_WRITTEN's (tools/journeys/extra-checks.ts); this covers the rest.
 * Invariant: a result some call stores (a widget call stores none) is never reported; unknown names are loadJourney's.
 */
export function unrunResultProblems(journey: Journey): ConfigProblem[] {
  return unrunResults(journey).problems;
}

/**
 * The problems of unrunResultProblems, with the declared effects whose results are read and that nothing runs: the
 * one mistake (a call taken out) that the lint reports there, not again as an unused declaration or as the answers
 * the call sent going nowhere.
 */
export function unrunResults(journey: Journey): { problems: ConfigProblem[]; effects: Set<string> } {
  const declarations = journey.effects ?? {};
  const storedBy = new Map<string, string[]>();
  for (const [name, declaration] of Object.entries(declarations)) {
    if (declaration.storeAs) storedBy.set(declaration.storeAs, [...(storedBy.get(declaration.storeAs) ?? []), name]);
  }
  const run = new Set(allCalls(journey).map((call) => call.effect));
  const readers = new Map<string, { name: string; storers: string[]; pointers: string[] }>();
  for (const { logic, pointer } of logicLocations(journey)) {
    if (/^\/steps\/\d+\//.test(pointer)) continue;
    for (const variable of inspectLogic(logic).variables) {
      if (variable.scoped || variable.name === null) continue;
      const [namespace, storeAs = ''] = variable.name.split('.');
      const storers = storedBy.get(storeAs);
      if (namespace !== 'effects' || storers === undefined || storers.some((name) => run.has(name))) continue;
      const entry = readers.get(storeAs) ?? { name: variable.name, storers, pointers: [] };
      entry.pointers.push(pointer + variable.pointer);
      readers.set(storeAs, entry);
    }
  }
  // One call taken out is one mistake: one error at its first reader, naming the others.
  const problems: ConfigProblem[] = [];
  const effects = new Set<string>();
  for (const { name: variable, storers, pointers } of readers.values()) {
    for (const name of storers) effects.add(name);
    const named = storers.map((name) => `"${name}"`).join(' or ');
    const [first = '', ...others] = pointers;
    const also = others.length === 0 ? '' : ` It is also read at ${others.join(', ')}.`;
    problems.push({
      code: 'JOURNEY_RESULT_NEVER_STORED',
      pointer: first,
      message: `"${variable}" is the result of ${named}, which is declared (${toPointer('effects', storers[0] ?? '')}) but no step, way out, ending or entry runs: it is always empty here. Call the effect where the journey should run it, or stop reading its result.${also}`,
    });
  }
  return { problems, effects };
}
