import { computePath, type Answers, type JourneyState, type LoadedJourney } from '../engine';
import type { Route } from '../../schemas/generated/journey';
// The engine's routing says where a route leads but not which route or skip condition decided it, and it stays as it is
// (pure, no observer inside): this module walks the same conditions with the engine's own evaluator and data, so a
// replay can tell a tester which pointer decided. tests/tools-fixtures/fixtures-coverage.test.ts checks it agrees with
// nextStep.
import { walkPath } from '../engine/compute-path';
import { evaluateCondition } from '../engine/evaluate-logic';
import type { ExpandedSteps } from '../engine/expand-steps';
import { logicData } from '../engine/logic-data';
import { stepContext } from '../engine/step-context';
import type { ResolvedStep } from '../engine/types';

/** One condition the routing evaluated (pointers are into the loaded, composed journey). */
export type RouteDecision =
  /** The `next` entry taken (its `when` held, or it is the default). */
  | {
      readonly kind: 'branch';
      readonly pointer: string;
      readonly stepId: string;
      readonly to: string;
      readonly when?: unknown;
    }
  /** A generated page's skip that held: Continue went `by` pages on (the case questions' "no more questions"). */
  | {
      readonly kind: 'pageSkip';
      readonly pointer: string;
      readonly stepId: string;
      readonly when: unknown;
    }
  /** A step's skip condition: true, the step is shown; false, the journey passes through it. */
  | {
      readonly kind: 'skip';
      readonly pointer: string;
      readonly stepId: string;
      readonly value: boolean;
      readonly when: unknown;
    };

export interface RouteTrace {
  readonly decisions: readonly RouteDecision[];
  /** Where the routing arrived: a step id or a target starting with "@". */
  readonly target: string;
}

// A route that comes back on itself is the engine's ConditionError; here it only ends the trace.
const MAX_HOPS = 500;

function choose(
  routes: readonly Route[],
  base: string,
  stepId: string,
  answers: Answers,
  state: JourneyState,
  item: unknown,
  decisions: RouteDecision[],
): string | null {
  for (const [i, route] of routes.entries()) {
    const pointer = `${base}/${i}`;
    if (
      route.when !== undefined &&
      !evaluateCondition(route.when, logicData(answers, state, item), { stepId, pointer: `${pointer}/when` })
    )
      continue;
    decisions.push({
      kind: 'branch',
      pointer,
      stepId,
      to: route.to,
      ...(route.when !== undefined ? { when: route.when } : {}),
    });
    return route.to;
  }
  return null;
}

/** How many pages a generated page's Continue moves ahead, as engine/routing.ts pagesAhead finds it. */
function pagesAhead(step: ResolvedStep, answers: Answers, state: JourneyState, decisions: RouteDecision[]): number {
  for (const [i, skip] of (step.skips ?? []).entries()) {
    const pointer = `${step.pointer}/generate/skips/${i}`;
    if (
      !evaluateCondition(skip.when, logicData(answers, state, step.item), {
        stepId: step.id,
        pointer: `${pointer}/when`,
      })
    )
      continue;
    decisions.push({ kind: 'pageSkip', pointer, stepId: step.id, when: skip.when });
    return skip.by === 'end' ? Infinity : skip.by;
  }
  return 1;
}

/**
 * The step after `step` as engine/routing.ts successorOf finds it: the template's next page, else its first route that
 * holds.
 */
function successor(
  expanded: ExpandedSteps,
  step: ResolvedStep,
  answers: Answers,
  state: JourneyState,
  decisions: RouteDecision[],
): string | null {
  const pages = expanded.instancesOf.get(step.templateId);
  if (pages && step.instanceIndex !== undefined) {
    const next = step.instanceIndex + pagesAhead(step, answers, state, decisions);
    if (next < pages.length) return pages[next]?.id ?? null;
  }
  const routes = step.definition.next ?? [];
  return routes.length === 0
    ? null
    : choose(routes, `${step.pointer}/next`, step.id, answers, state, step.item, decisions);
}

/**
 * Follows a target as engine/routing.ts arrive does: generated templates to their first page, skipped steps passed
 * through.
 */
function arrive(
  journey: LoadedJourney,
  expanded: ExpandedSteps,
  target: string,
  answers: Answers,
  state: JourneyState,
  decisions: RouteDecision[],
): string {
  let next: string | null = target;
  for (let hops = 0; next !== null && hops < MAX_HOPS; hops += 1) {
    if (next.startsWith('@')) return next;
    const order = journey.stepIndex.get(next);
    const pages = expanded.instancesOf.get(next);
    const step: ResolvedStep | undefined = pages ? pages[0] : expanded.byId.get(next);
    if (pages && !step) {
      // A generated step with no pages: the template's own routes.
      const template = journey.definition.steps[order ?? 0];
      next = template?.next?.length
        ? choose(template.next, `/steps/${order ?? 0}/next`, next, answers, state, undefined, decisions)
        : null;
      continue;
    }
    if (!step) return next;
    if (step.definition.when === undefined) return step.id;
    const pointer = `${step.pointer}/when`;
    const value = evaluateCondition(step.definition.when, logicData(answers, state, step.item), {
      stepId: step.id,
      pointer,
    });
    decisions.push({ kind: 'skip', pointer, stepId: step.id, value, when: step.definition.when });
    if (value) return step.id;
    next = successor(expanded, step, answers, state, decisions);
  }
  return '@exit';
}

/**
 * What decided where Continue on `stepId` leads in `state` (the state after the step was completed), as nextStep goes.
 */
export function traceNext(journey: LoadedJourney, state: JourneyState, stepId: string): RouteTrace {
  const { expanded, step, answers } = stepContext(journey, state, stepId);
  const decisions: RouteDecision[] = [];
  const target = successor(expanded, step, answers, state, decisions);
  return {
    decisions,
    target: target === null ? '@exit' : arrive(journey, expanded, target, answers, state, decisions),
  };
}

/**
 * Every route and skip condition the resident's path in `state` goes through: the first step's own condition, then
 * the way on from each step the path has passed (and from the last one when the path leaves the journey).
 */
export function tracePath(journey: LoadedJourney, state: JourneyState): RouteDecision[] {
  const { expanded } = walkPath(journey, state);
  const path = computePath(journey, state);
  const decisions: RouteDecision[] = [];
  arrive(journey, expanded, journey.definition.steps[0].id, {}, state, decisions);
  const last = path.steps.length - 1;
  for (const [i, id] of path.steps.entries()) {
    if (i < last || path.end !== null) decisions.push(...traceNext(journey, state, id).decisions);
  }
  return decisions;
}

/** Position in `steps` of the step (or generated page) `stepId`: its template's. */
export function templateOrder(journey: LoadedJourney, state: JourneyState, stepId: string): number | undefined {
  return journey.stepIndex.get(stepId) ?? walkPath(journey, state).expanded.byId.get(stepId)?.order;
}

/**
 * The index of the blocking outcome in force on a step (as engine/step-block.ts finds it), or null; with `values`, the
 * one the page shows while those are typed and not yet sent (describeStep's candidate values).
 */
export function activeBlockIndex(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  values?: Answers,
): number | null {
  const { step, answers } = stepContext(journey, state, stepId, values);
  const data = logicData(answers, state, step.item);
  for (const [i, block] of (step.definition.blocking ?? []).entries()) {
    if (evaluateCondition(block.when, data, { stepId: step.id, pointer: `${step.pointer}/blocking/${i}/when` }))
      return i;
  }
  return null;
}
