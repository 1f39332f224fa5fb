import type { Journey } from '../engine';

const PLACEHOLDER = /\{[a-z]+(?:\.[A-Za-z0-9_]+)*\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The journey's own spelling of an address: the router matches routes without regard to case ('/contactdetails'
 * opens '/ContactDetails'), the engine compares exactly. Generated routes keep the address's own keys.
 */
export function canonicalRoute(journey: Journey, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const step of journey.steps) {
    const parts = step.route.split(PLACEHOLDER);
    const pattern = new RegExp(`^${parts.map(escape).join('([^/]+)')}$`, 'i');
    const match = pattern.exec(path);
    if (!match) continue;
    const keys = match.slice(1);
    return parts.map((part, i) => (i < keys.length ? `${part}${keys[i]}` : part)).join('');
  }
  return path;
}
