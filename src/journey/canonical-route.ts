import type { Journey } from '../engine';

const PLACEHOLDER = /\{[a-z]+(?:\.[A-Za-z0-9_]+)*\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const routePattern = (parts: readonly string[]) => new RegExp(`^${parts.map(escape).join('([^/]+)')}$`, 'i');

/** Whether an address is one of the journey's step pages (any spelling of it). */
export function isJourneyAddress(journey: Journey, pathname: string): boolean {
  const path = trimmed(pathname);
  return journey.steps.some((step) => routePattern(step.route.split(PLACEHOLDER)).test(path));
}

/**
 * The journey's own spelling of an address: the router matches routes without regard to case ('/contactdetails'
 * opens '/ContactDetails'), the engine compares exactly. Generated routes keep the address's own keys.
 */
export function canonicalRoute(journey: Journey, pathname: string): string {
  const path = trimmed(pathname);
  for (const step of journey.steps) {
    const parts = step.route.split(PLACEHOLDER);
    const match = routePattern(parts).exec(path);
    if (!match) continue;
    const keys = match.slice(1);
    return parts.map((part, i) => (i < keys.length ? `${part}${keys[i]}` : part)).join('');
  }
  return path;
}
