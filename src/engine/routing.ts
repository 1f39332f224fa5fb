import type { Route } from '../../schemas/generated/journey';
import { ConditionError } from './errors';
import { evaluateCondition, type LogicData, type LogicLocation } from './evaluate-logic';
import type { ExpandedSteps } from './expand-steps';
import { childPointer, toPointer } from './json-pointer';
import { locationAt } from './location-at';
import { logicData } from './logic-data';
import type { Answers, JourneyState, LoadedJourney, ResolvedStep } from './types';

/**
 * The target of the first route whose condition holds (the default route has none).
 * Invariant: never falls through silently: no matching route is a ConditionError pointing at the routes.
 */
export function chooseRoute(
  routes: readonly Route[],
  answers: Answers,
  state: JourneyState,
  item: unknown,
  where: LogicLocation,
): string {
  let data: LogicData | undefined;
  for (const [i, route] of routes.entries()) {
    if (route.when === undefined) return route.to;
    data ??= logicData(answers, state, item);
    if (evaluateCondition(route.when, data, locationAt(where.stepId, where, i, 'when'))) return route.to;
  }
  throw new ConditionError('NO_ROUTE', where.stepId, where.pointer, 'No route applies and there is no default route');
}

/** True for targets that leave the journey ("@exit", "@route:/…" …). */
export function isWayOut(target: string): boolean {
  return target.startsWith('@');
}

/**
 * How many pages a generated page's Continue moves ahead: the `by` of its first skip that holds (Infinity for "end"),
 * else 1.
 */
function pagesAhead(step: ResolvedStep, answers: Answers, state: JourneyState): number {
  for (const [i, skip] of (step.skips ?? []).entries()) {
    const where = locationAt(step.id, step.pointer, 'generate', 'skips', i, 'when');
    if (evaluateCondition(skip.when, logicData(answers, state, step.item), where))
      return skip.by === 'end' ? Infinity : skip.by;
  }
  return 1;
}

/**
 * Where the journey goes after a step: the next page of the same template (or a later one its skips say), else the
 * step's first matching route.
 * Invariant: a step without forward routes (an outcome) has no successor: null.
 */
export function successorOf(
  expanded: ExpandedSteps,
  step: ResolvedStep,
  answers: Answers,
  state: JourneyState,
): string | null {
  const pages = expanded.instancesOf.get(step.templateId);
  if (pages && step.instanceIndex !== undefined) {
    const next = step.instanceIndex + pagesAhead(step, answers, state);
    if (next < pages.length) return pages[next]?.id ?? null;
  }
  const routes = step.definition.next ?? [];
  if (routes.length === 0) return null;
  return chooseRoute(routes, answers, state, step.item, locationAt(step.id, step.pointer, 'next'));
}

/** A step the walk arrived at, or a way out of the journey. */
export type Arrival = { readonly step: ResolvedStep } | { readonly wayOut: string } | { readonly deadEnd: true };

/**
 * Follows a target to the first step on the path: generated templates lead to their first page, and steps whose
 * `when` is false are passed through to their own next route.
 * Invariant: a target arrived at twice in one walk is a loop and raises ConditionError('ROUTE_LOOP').
 */
export function arrive(
  journey: LoadedJourney,
  expanded: ExpandedSteps,
  target: string,
  answers: Answers,
  state: JourneyState,
  arrived: Set<string>,
  from: LogicLocation,
): Arrival {
  let next: string | null = target;
  let origin = from;
  while (next !== null) {
    if (isWayOut(next)) return { wayOut: next };
    if (arrived.has(next))
      throw new ConditionError('ROUTE_LOOP', origin.stepId, origin.pointer, `The routes come back to "${next}"`);
    arrived.add(next);
    const pages = expanded.instancesOf.get(next);
    let step = expanded.byId.get(next);
    if (pages) {
      step = pages[0];
      if (!step) {
        // A generated step with no pages (no data): pass through to the template's own routes.
        const templateOrder = journey.stepIndex.get(next);
        const template = journey.definition.steps[templateOrder ?? 0];
        const pointer = childPointer(toPointer('steps', templateOrder ?? 0), 'next');
        origin = { stepId: next, pointer };
        next = template?.next?.length ? chooseRoute(template.next, answers, state, undefined, origin) : null;
        continue;
      }
    }
    if (!step) throw new ConditionError('NO_ROUTE', origin.stepId, origin.pointer, `Unknown step "${next}"`);
    const active =
      step.definition.when === undefined ||
      evaluateCondition(
        step.definition.when,
        logicData(answers, state, step.item),
        locationAt(step.id, step.pointer, 'when'),
      );
    if (active) return { step };
    origin = locationAt(step.id, step.pointer, 'next');
    next = successorOf(expanded, step, answers, state);
  }
  return { deadEnd: true };
}
