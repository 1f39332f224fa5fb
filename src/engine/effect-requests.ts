import type { EffectCall, ExitBehaviour, FixedText } from '../../schemas/generated/journey';
import { walkPath } from './compute-path';
import { evaluateCondition, evaluateLogic } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { stepContext } from './step-context';
import type { Answers, EffectRequest, JourneyState, LoadedJourney } from './types';

function requests(journey: LoadedJourney, calls: readonly EffectCall[], answers: Answers, state: JourneyState, item: unknown, where: { stepId: string; pointer: string }): EffectRequest[] {
  const data = logicData(answers, state, item);
  const result: EffectRequest[] = [];
  for (const [i, call] of calls.entries()) {
    const pointer = childPointer(where.pointer, i);
    if (!evaluateCondition(call.when, data, { stepId: where.stepId, pointer: childPointer(pointer, 'when') })) continue;
    const input = Object.fromEntries(Object.entries(call.input ?? {}).map(([key, logic]) =>
      [key, evaluateLogic(logic, data, { stepId: where.stepId, pointer: childPointer(pointer, 'input', key) })]));
    result.push({
      effect: call.effect, input, storeAs: journey.definition.effects?.[call.effect]?.storeAs ?? null, onError: call.onError,
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
  return requests(journey, step.definition.onEnter ?? [], before, state, step.item, { stepId: step.id, pointer: childPointer(step.pointer, 'onEnter') });
}

/**
 * The effects to run on Continue (after validation and blocking passed, before the next step is chosen).
 * Invariant: inputs see on-path answers including the step's own visible answers, never off-path ones.
 */
export function effectsOnExit(journey: LoadedJourney, state: JourneyState, stepId: string): EffectRequest[] {
  const { step, answers } = stepContext(journey, state, stepId);
  return requests(journey, step.definition.onExit ?? [], answers, state, step.item, { stepId: step.id, pointer: childPointer(step.pointer, 'onExit') });
}

/** Which way out of a journey. */
export type WayOut = 'exit' | 'saveAndExit' | 'leave';

/** What a way out does: where it goes, what it asks and says, whether the draft is discarded, and its effects. */
export interface ExitPlan {
  readonly to: string;
  readonly confirm?: FixedText;
  readonly message?: FixedText;
  readonly clearDraft: boolean;
  readonly effects: EffectRequest[];
}

/**
 * The plan for Exit, Save and exit, or Leave; null when the journey does not offer it.
 * Invariant: effect inputs see on-path answers only.
 */
export function exitPlan(journey: LoadedJourney, state: JourneyState, wayOut: WayOut): ExitPlan | null {
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
