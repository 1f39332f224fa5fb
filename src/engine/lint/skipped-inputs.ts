import type { EffectCall, Journey } from '../../../schemas/generated/journey';
import { childPointer } from '../json-pointer';
import type { ConfigProblem } from '../types';
import { createLintContext } from './lint-context';
import { answerField } from './option-literals';

/** Whether the walk can reach step `to` from the first step without passing step `avoid` (another branch). */
function reachableAvoiding(journey: Journey, index: ReadonlyMap<string, number>, to: number, avoid: number): boolean {
  if (avoid === 0) return false;
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length > 0) {
    const at = queue.shift() as number;
    if (at === to) return true;
    for (const route of journey.steps[at]?.next ?? []) {
      const target = index.get(route.to);
      if (target !== undefined && target !== avoid && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

/**
 * An effect input that is an answer as it is (`{"var": "answers.x"}`) read on a later step than the one asking it,
 * when some residents do not pass that step (it has a skip condition, or a branch goes round it): for them the
 * effect gets nothing there, silently. The input should say what those residents send (an `if`, as the repair's
 * inputs do) or be read where the question is asked.
 * Invariant: pure and conservative: an input worked out by logic, a call with its own `when`, and the step asking
 * the question itself are left alone.
 */
export function skippedInputProblems(journey: Journey): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const ctx = createLintContext(journey, problems, {});
  journey.steps.forEach((step, c) => {
    for (const key of ['onEnter', 'onExit'] as const) {
      (step[key] ?? []).forEach((call: EffectCall, k) => {
        if (call.when !== undefined) return;
        for (const [name, value] of Object.entries(call.input ?? {})) {
          const field = answerField(value);
          const owner = field === null ? undefined : ctx.fieldOwners.get(field);
          if (owner === undefined || owner >= c) continue;
          const asking = journey.steps[owner];
          if (asking?.when === undefined && !reachableAvoiding(journey, ctx.stepIndex, c, owner)) continue;
          const why =
            asking?.when !== undefined
              ? 'has a skip condition ("when")'
              : 'is not on every way here (a branch goes round it)';
          ctx.report(
            'JOURNEY_INPUT_FROM_SKIPPED_STEP',
            childPointer(`/steps/${c}/${key}/${k}/input`, name, 'var'),
            `"${name}" is the answer "${field}", asked on step "${asking?.id}", which ${why}: for residents who skip it, ${call.effect} gets nothing here. Say what they send, e.g. {"if": [{"!": [{"is-empty": [{"var": "answers.${field}"}]}]}, {"var": "answers.${field}"}, …]}, or run the effect on that step.`,
          );
        }
      });
    }
  });
  return problems;
}
