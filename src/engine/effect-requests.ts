import type { EffectCall, ExitBehaviour, FixedText } from '../../schemas/generated/journey';
import { walkPath } from './compute-path';
import { evaluateCondition, evaluateLogic } from './evaluate-logic';
import { childPointer, toPointer } from './json-pointer';
import { logicData } from './logic-data';
import { resolveText } from './resolve-text';
import { stepContext } from './step-context';
import type { Answers, EffectRequest, JourneyState, LoadedJourney, Text } from './types';
import { policyOf } from './error-policy';

function requests(
  journey: LoadedJourney,
  calls: readonly EffectCall[],
  answers: Answers,
  state: JourneyState,
  item: unknown,
  where: { stepId: string; pointer: string },
): EffectRequest[] {
  const data = logicData(answers, state, item);
  const result: EffectRequest[] = [];
  for (const [i, call] of calls.entries()) {
    const pointer = childPointer(where.pointer, i);
    if (!evaluateCondition(call.when, data, { stepId: where.stepId, pointer: childPointer(pointer, 'when') })) continue;
    const input = Object.fromEntries(
      Object.entries(call.input ?? {}).map(([key, logic]) => [
        key,
        evaluateLogic(logic, data, { stepId: where.stepId, pointer: childPointer(pointer, 'input', key) }),
      ]),
    );
    result.push({
      effect: call.effect,
      input,
      storeAs: journey.definition.effects?.[call.effect]?.storeAs ?? null,
      onError: policyOf(call),
      ...(call.pending ? { pending: call.pending } : {}),
    });
  }
  return result;
}

/**
 * The effects to run when a step is shown, with inputs evaluated from on-path answers.
 * Invariant: the engine never runs effects; the runtime runs these in order and stores results with recordEffectResult.
 */
export function effectsOnEnter(journey: LoadedJourney, state: JourneyState, stepId: string): EffectRequest[] {
  const { step, before } = stepContext(journey, state, stepId);
  return requests(journey, step.definition.onEnter ?? [], before, state, step.item, {
    stepId: step.id,
    pointer: childPointer(step.pointer, 'onEnter'),
  });
}

/**
 * The effects to run on Continue (after validation and blocking passed, before the next step is chosen).
 * Invariant: inputs see on-path answers including the step's own visible answers, never off-path ones. When the
 * path goes on past the step (the resident went back to it, or a resume passed the pages after it), that includes
 * the later steps' answers still on the path, so a save made from an earlier page (the whole damp and mould
 * assessment) keeps them.
 */
export function effectsOnExit(journey: LoadedJourney, state: JourneyState, stepId: string): EffectRequest[] {
  const { step, answers, path, onPath } = stepContext(journey, state, stepId);
  const seen = onPath ? { ...path.onPathAnswers, ...answers } : answers;
  return requests(journey, step.definition.onExit ?? [], seen, state, step.item, {
    stepId: step.id,
    pointer: childPointer(step.pointer, 'onExit'),
  });
}

/** Which way out of a journey. */
export type WayOut = 'exit' | 'saveAndExit' | 'leave';

/** One of the journey's `endings`, by name (the target "@end:<name>"). */
export interface EndingRef {
  readonly ending: string;
}

/** What a way out does: where it goes, what it asks and says, whether the draft is discarded, and its effects. */
export interface ExitPlan {
  readonly to: string;
  readonly confirm?: FixedText;
  /** An ending's `{key, params}` message comes with its parameters evaluated (like describeStep's texts). */
  readonly message?: Text;
  /** An ending's pop-up on arrival, its texts resolved; absent when it has none or its condition does not hold. */
  readonly dialog?: { readonly title: Text; readonly body: Text };
  readonly clearDraft: boolean;
  readonly effects: EffectRequest[];
}

function endingPlan(journey: LoadedJourney, state: JourneyState, name: string): ExitPlan | null {
  const ending = journey.definition.endings?.[name];
  if (!ending) return null;
  const { path } = walkPath(journey, state);
  const pointer = toPointer('endings', name);
  const stepId = `@end:${name}`;
  const message =
    ending.message === undefined
      ? undefined
      : resolveText(ending.message, logicData(path.onPathAnswers, state), {
          stepId,
          pointer: childPointer(pointer, 'message'),
        });
  const data = logicData(path.onPathAnswers, state);
  const dialogPointer = childPointer(pointer, 'dialog');
  const dialog =
    ending.dialog &&
    evaluateCondition(ending.dialog.when, data, { stepId, pointer: childPointer(dialogPointer, 'when') })
      ? {
          title: resolveText(ending.dialog.title, data, { stepId, pointer: childPointer(dialogPointer, 'title') }),
          body: resolveText(ending.dialog.body, data, { stepId, pointer: childPointer(dialogPointer, 'body') }),
        }
      : undefined;
  const query = new URLSearchParams();
  for (const [name, logic] of Object.entries(ending.query ?? {})) {
    const value = evaluateLogic(logic, data, { stepId, pointer: childPointer(pointer, 'query', name) });
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  return {
    to: query.size > 0 ? `${ending.to}?${query.toString()}` : ending.to,
    ...(message === undefined ? {} : { message }),
    ...(dialog === undefined ? {} : { dialog }),
    clearDraft: ending.clearDraft === true,
    effects: requests(journey, ending.effects ?? [], path.onPathAnswers, state, undefined, {
      stepId,
      pointer: childPointer(pointer, 'effects'),
    }),
  };
}

/**
 * The plan for Exit, Save and exit, Leave or one of the journey's endings; null when the journey does not have it.
 * Invariant: effect inputs and an ending's message parameters see on-path answers only, and the state given: to show
 * an ending's message with the results of its own effects, ask again with the state after them.
 */
export function exitPlan(journey: LoadedJourney, state: JourneyState, wayOut: WayOut | EndingRef): ExitPlan | null {
  if (typeof wayOut === 'object') return endingPlan(journey, state, wayOut.ending);
  const behaviour: ExitBehaviour | undefined = journey.definition[wayOut];
  if (!behaviour) return null;
  const { path } = walkPath(journey, state);
  const where = { stepId: `@${wayOut}`, pointer: `/${wayOut}/effects` };
  return {
    to: behaviour.to,
    ...(behaviour.confirm ? { confirm: behaviour.confirm } : {}),
    ...(behaviour.message ? { message: behaviour.message } : {}),
    clearDraft: behaviour.clearDraft === true,
    effects: requests(journey, behaviour.effects ?? [], path.onPathAnswers, state, undefined, where),
  };
}

/**
 * The effects of the journey's entry (starting it from another page's address), with inputs evaluated from the state
 * so far: the runtime asks again after each one, so an input may read an earlier entry effect's result.
 */
export function entryEffects(journey: LoadedJourney, state: JourneyState): EffectRequest[] {
  const calls = journey.definition.entry?.effects ?? [];
  return requests(journey, calls, state.answers, state, undefined, { stepId: '@entry', pointer: '/entry/effects' });
}
