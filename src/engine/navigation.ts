import { walkPath } from './compute-path';
import { stepDestination, wayOutDestination } from './destinations';
import { arrive, chooseRoute } from './routing';
import { stepContext } from './step-context';
import { childPointer } from './json-pointer';
import { successorOf } from './routing';
import type { Destination, JourneyState, LoadedJourney } from './types';

/**
 * Where Continue on a step leads: its first matching forward route (or the next generated page), passing through
 * skipped steps.
 * Invariant: routes see only on-path answers; a step without forward routes leads to the journey's exit.
 */
export function nextStep(journey: LoadedJourney, state: JourneyState, fromStepId: string): Destination {
  const { expanded, step, answers } = stepContext(journey, state, fromStepId);
  const target = successorOf(expanded, step, answers, state);
  if (target === null) return wayOutDestination(journey, '@exit');
  const arrival = arrive(journey, expanded, target, answers, state, new Set([step.id]), {
    stepId: step.id,
    pointer: childPointer(step.pointer, 'next'),
  });
  if ('step' in arrival) return stepDestination(arrival.step);
  return wayOutDestination(journey, 'wayOut' in arrival ? arrival.wayOut : '@exit');
}

/**
 * Where Back on a step leads: its explicit back route when the journey defines one and it lands on the path,
 * otherwise the previous step on the path; null on the first step.
 * Invariant: never uses a history stack, so Back is the same after a reload.
 */
export function previousStep(journey: LoadedJourney, state: JourneyState, stepId: string): Destination | null {
  const { expanded, path, step, before } = stepContext(journey, state, stepId);
  const back = step.definition.back;
  // A generated template's back routes apply to its first page; later pages go back to the page before.
  if (back?.length && (step.instanceIndex ?? 0) === 0) {
    const target = chooseRoute(back, before, state, step.item, {
      stepId: step.id,
      pointer: childPointer(step.pointer, 'back'),
    });
    if (target.startsWith('@')) return wayOutDestination(journey, target);
    const pages = expanded.instancesOf.get(target);
    const landing = pages ? [...pages].reverse().find((p) => path.steps.includes(p.id)) : expanded.byId.get(target);
    if (landing && path.steps.includes(landing.id)) return stepDestination(landing);
  }
  const index = path.steps.indexOf(step.id);
  const previousId = index > 0 ? path.steps[index - 1] : index === -1 ? path.current : undefined;
  const previous = previousId === undefined || previousId === null ? undefined : expanded.byId.get(previousId);
  return previous ? stepDestination(previous) : null;
}

/** Whether a step may be shown, or where to send the resident instead. */
export type VisitDecision = { readonly allowed: true } | { readonly allowed: false; readonly redirect: Destination };

/**
 * Whether a step may be visited: only steps on the path (up to the first incomplete one) may be; a deep link to a
 * later or off-path step redirects to the first incomplete step.
 * Invariant: an unknown step id is redirected, never thrown, because it comes from the address bar.
 */
export function canVisit(journey: LoadedJourney, state: JourneyState, stepId: string): VisitDecision {
  const { expanded, path } = walkPath(journey, state);
  if (path.steps.includes(stepId)) return { allowed: true };
  const current = path.current === null ? undefined : expanded.byId.get(path.current);
  if (current) return { allowed: false, redirect: stepDestination(current) };
  return { allowed: false, redirect: path.end ?? wayOutDestination(journey, '@exit') };
}

/**
 * The step whose route is the given address ("/DampAndMouldAssesment/3"), or null.
 * Invariant: generated pages are matched by their filled-in route.
 */
export function findStepByRoute(journey: LoadedJourney, state: JourneyState, route: string): string | null {
  const { expanded } = walkPath(journey, state);
  return expanded.steps.find((s) => s.definition.route === route)?.id ?? null;
}
