import { evaluateCondition } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { locationAt } from './location-at';
import { logicData } from './logic-data';
import { resolveMessage } from './resolve-text';
import type { ActiveBlock, Answers, JourneyState, ResolvedStep } from './types';

/**
 * The first blocking outcome of a step whose condition holds, given the answers conditions on the step see.
 * Invariant: a confirm-to-continue block is reported as confirmed only after the resident's second Continue.
 */
export function stepBlock(step: ResolvedStep, answers: Answers, state: JourneyState): ActiveBlock | null {
  const blocks = step.definition.blocking;
  if (blocks === undefined) return null;
  const data = logicData(answers, state, step.item);
  for (const [i, block] of blocks.entries()) {
    if (!evaluateCondition(block.when, data, locationAt(step.id, step.pointer, 'blocking', i, 'when'))) continue;
    const { code, params } = resolveMessage(block.message, block.params, data, {
      stepId: step.id,
      pointer: childPointer(step.pointer, 'blocking', i, 'message'),
    });
    return {
      mode: block.mode,
      message: code,
      field: block.field ?? null,
      ...(params ? { params } : {}),
      ...(block.presentation ? { presentation: block.presentation } : {}),
      confirmed: block.mode === 'confirm-to-continue' && state.confirmations?.[step.id] === true,
    };
  }
  return null;
}

/**
 * True when a block stops the resident going on.
 * Invariant: only a confirmed confirm-to-continue block lets them through.
 */
export function blocksContinue(block: ActiveBlock | null): boolean {
  return block !== null && !(block.mode === 'confirm-to-continue' && block.confirmed);
}
