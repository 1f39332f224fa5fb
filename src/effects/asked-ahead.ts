/**
 * The effects a journey may run ahead of Continue, while the resident is still on the page (src/journey/session/
 * read-ahead.ts): each only reads an answer the gateway client keeps a while, so asking early costs the gateway
 * nothing more and Continue finds the answer waiting. An effect that writes, or whose answer is not kept (an
 * eligibility check, whose answer can change from one minute to the next), never belongs here:
 * tests/effects/asked-ahead.test.ts holds each name to a kept answer.
 */
const ASKED_AHEAD: ReadonlySet<string> = new Set([
  // The chosen asset type's repair locations and reasons: reference data (src/gateway/repair-reference.ts).
  'repair.loadLocations',
  'repair.loadReasons',
]);

/** Whether the journey may run this effect ahead of Continue. */
export const isAskedAhead = (effect: string): boolean => ASKED_AHEAD.has(effect);

/** Every effect asked ahead, for the tests. */
export const askedAheadEffects = (): readonly string[] => [...ASKED_AHEAD];
