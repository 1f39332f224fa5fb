import type { Route } from '../../../schemas/generated/journey';
import type { LintContext } from './lint-context';
import { checkPlace } from './named-places';
import { didYouMean, listNames, nearestName } from './near-names';
import { walkRanks } from './walk-order';

/**
 * What checkTarget found: a step's position, null for a way out (or a wrong one, already reported), 'unknown' for a
 * step id that does not exist.
 */
type Target = number | null | 'unknown';

function checkTarget(ctx: LintContext, target: string, pointer: string): Target {
  if (target === '@exit' || target.startsWith('@route:')) return null;
  if (target === '@saveAndExit' || target === '@leave') {
    const key = target.slice(1) as 'saveAndExit' | 'leave';
    if (!ctx.journey[key])
      ctx.report('JOURNEY_UNKNOWN_TARGET', pointer, `"${target}" is used but the journey has no "${key}".`);
    return null;
  }
  if (target.startsWith('@errorPage:')) {
    checkPlace(ctx, 'errorPages', target.slice('@errorPage:'.length), pointer);
    return null;
  }
  if (target.startsWith('@end:')) {
    checkPlace(ctx, 'endings', target.slice('@end:'.length), pointer);
    return null;
  }
  const order = ctx.stepIndex.get(target);
  if (order !== undefined) return order;
  const near = didYouMean(target, ctx.stepIndex.keys());
  ctx.report(
    'JOURNEY_UNKNOWN_TARGET',
    pointer,
    target.startsWith('@')
      ? `"${target}" is not a target: use a step id, "@exit", "@saveAndExit", "@leave", "@end:<ending>", "@errorPage:<name>" or "@route:/address".`
      : `No step has the id "${target}".${near || ` The steps are ${listNames(ctx.stepIndex.keys())}.`}`,
  );
  return 'unknown';
}

/** The steps a route to an unknown step id was probably meant for: the nearest id, or every later step. */
function meantSteps(ctx: LintContext, target: string, from: number): number[] {
  const near = nearestName(target, ctx.stepIndex.keys());
  const order = near === null ? undefined : ctx.stepIndex.get(near);
  return order !== undefined ? [order] : ctx.journey.steps.map((_, k) => k).filter((k) => k > from);
}

function checkDefaults(ctx: LintContext, routes: readonly Route[], pointer: string): void {
  const defaults = routes.flatMap((r, i) => (r.when === undefined ? [i] : []));
  if (defaults.length === 0)
    ctx.report(
      'JOURNEY_NO_DEFAULT_ROUTE',
      pointer,
      'Exactly one route must have no "when" (the default); there is none.',
    );
  for (const extra of defaults.slice(1))
    ctx.report(
      'JOURNEY_MULTIPLE_DEFAULT_ROUTES',
      `${pointer}/${extra}`,
      'Exactly one route may have no "when"; this is another one.',
    );
  const first = defaults[0];
  if (first !== undefined && first !== routes.length - 1) {
    ctx.report(
      'JOURNEY_DEFAULT_ROUTE_NOT_LAST',
      `${pointer}/${first}`,
      'The default route must come last: routes after it can never be taken.',
    );
  }
}

/**
 * Checks routes: exactly one default, last; known targets (steps, error pages, endings); forward routes point
 * forward; alternatives point back or out; no dead ends; every step reachable from the first.
 * Invariant: forward routes only go to later steps, so the path can never loop.
 */
export function lintRoutes(ctx: LintContext): void {
  const edges = new Map<number, number[]>();
  // Where each step is on the walk (walk-order.ts): a step moved out of order is reported once, at its backward route.
  const ranks = walkRanks(ctx.journey);
  ctx.journey.steps.forEach((step, i) => {
    const pointer = `/steps/${i}`;
    const next = step.next ?? [];
    if (next.length === 0 && step.kind !== 'outcome') {
      ctx.report(
        'JOURNEY_DEAD_END',
        pointer,
        `Step "${step.id}" has no forward route; only an outcome step may end the journey.`,
      );
    }
    if (next.length > 0) checkDefaults(ctx, next, `${pointer}/next`);
    const targets: number[] = [];
    next.forEach((route, r) => {
      const order = checkTarget(ctx, route.to, `${pointer}/next/${r}/to`);
      if (order === null) return;
      // The route was meant for some step: the one its name is near, or else any later one. Counting it as reached
      // keeps one typo one problem, rather than one more for every step it cut off.
      if (order === 'unknown') {
        targets.push(...meantSteps(ctx, route.to, i));
        return;
      }
      if (order <= i)
        ctx.report(
          'JOURNEY_BACKWARD_ROUTE',
          `${pointer}/next/${r}/to`,
          `Forward route to "${route.to}", which is not a later step; use a back route or reorder the steps.`,
        );
      // Still the step the route is meant to reach: a step moved out of order is one problem, not one more for every
      // step after it that only it leads to.
      if (order !== i) targets.push(order);
    });
    edges.set(i, targets);
    if (step.back?.length) {
      checkDefaults(ctx, step.back, `${pointer}/back`);
      step.back.forEach((route, r) => {
        const order = checkTarget(ctx, route.to, `${pointer}/back/${r}/to`);
        // Back goes to a step the resident has seen; a later one is never on the path there, so Back silently falls
        // back to the previous step.
        if (typeof order === 'number' && (ranks[order] ?? order) >= (ranks[i] ?? i))
          ctx.report(
            'JOURNEY_FORWARD_BACK_ROUTE',
            `${pointer}/back/${r}/to`,
            `Back route to "${route.to}", which is ${order === i ? 'this step' : 'a later step'}: the resident has not seen it yet, so Back would never go there. Name an earlier step, or remove the back route.`,
          );
      });
    }
    const alternative = step.actions?.alternative;
    if (alternative) {
      const at = `${pointer}/actions/alternative/to`;
      const order = checkTarget(ctx, alternative.to, at);
      if (order === 'unknown') return;
      // The step is not finished when its alternative is pressed, so the path cannot reach this step or a later one.
      if (order !== null && order >= i) {
        ctx.report(
          'JOURNEY_ALTERNATIVE_FORWARD',
          at,
          `The alternative goes to "${alternative.to}", which is not an earlier step: the resident has not finished this step, so the journey cannot go on from it. Use an ending ("@end:<name>") or another way out.`,
        );
      }
    }
  });
  const entry = ctx.journey.entry;
  if (entry) {
    checkDefaults(ctx, entry.next, '/entry/next');
    entry.next.forEach((route, r) => {
      const order = checkTarget(ctx, route.to, `/entry/next/${r}/to`);
      if (order === 'unknown') return;
      // The path always starts at the first step; an entry either begins the journey or leaves it.
      if (order !== null && order !== 0 && ranks[order] !== 0)
        ctx.report(
          'JOURNEY_ENTRY_NOT_FIRST',
          `/entry/next/${r}/to`,
          `An entry begins the journey at its first step ("${ctx.journey.steps[0]?.id}") or goes out of it; "${route.to}" is neither.`,
        );
    });
  }
  // The walk starts at the first step; when a step was moved before it, the walk's first step is where it starts.
  const start = ranks.indexOf(0);
  const reached = new Set<number>([0, ...(start > 0 ? [start] : [])]);
  const queue = [...reached];
  while (queue.length > 0) {
    for (const target of edges.get(queue.shift() ?? 0) ?? []) {
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  ctx.journey.steps.forEach((step, i) => {
    if (!reached.has(i)) ctx.report('JOURNEY_UNREACHABLE_STEP', `/steps/${i}`, `No route leads to step "${step.id}".`);
  });
}
