import type { LogicData } from './evaluate-logic';
import type { Answers, JourneyState } from './types';

/**
 * The data conditions see: the given (on-path) answers, the context, effect results and the generating element.
 * Invariant: answers never come from the raw state here, so off-path answers cannot reach a condition.
 */
export function logicData(answers: Answers, state: JourneyState, item?: unknown): LogicData {
  return item === undefined
    ? { answers, context: state.context, effects: state.effects }
    : { answers, context: state.context, effects: state.effects, item };
}
