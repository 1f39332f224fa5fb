import type { ResolvedStep, Destination, LoadedJourney } from './types';

/**
 * The destination of a step.
 * Invariant: generated pages carry their filled-in route.
 */
export function stepDestination(step: ResolvedStep): Destination {
  return { kind: 'step', stepId: step.id, route: step.definition.route };
}

/**
 * The destination of a way-out target ("@exit", "@saveAndExit", "@leave", "@end:<name>", "@errorPage:<name>",
 * "@route:/path").
 * Invariant: loadJourney has checked the target exists, so only a mis-loaded journey falls back to the exit.
 */
export function wayOutDestination(journey: LoadedJourney, target: string): Destination {
  const { exit, saveAndExit, leave, errorPages, endings } = journey.definition;
  if (target === '@saveAndExit' && saveAndExit) return { kind: 'saveAndExit', route: saveAndExit.to };
  if (target === '@leave' && leave) return { kind: 'leave', route: leave.to };
  if (target.startsWith('@end:')) {
    const name = target.slice('@end:'.length);
    const ending = endings?.[name];
    if (ending) return { kind: 'end', name, route: ending.to };
  }
  if (target.startsWith('@route:')) return { kind: 'route', route: target.slice('@route:'.length) };
  if (target.startsWith('@errorPage:')) {
    const name = target.slice('@errorPage:'.length);
    const page = errorPages?.[name];
    if (page) return { kind: 'errorPage', name, route: page.route, ...(page.message ? { message: page.message } : {}) };
  }
  return { kind: 'exit', route: exit.to };
}

/**
 * Where a visit goes when the journey's context cannot be read (the journey's `contextErrorPage`), or null for the
 * general error page without a message.
 */
export function contextFailureDestination(journey: LoadedJourney): Destination | null {
  const name = journey.definition.contextErrorPage;
  if (name === undefined || !journey.definition.errorPages?.[name]) return null;
  return wayOutDestination(journey, `@errorPage:${name}`);
}
