import type { Answers } from '../engine';

/**
 * What the resident has typed on a page but not yet continued with, kept per journey and step in sessionStorage
 * so a reload (or the browser restoring the tab) loses nothing. It never feeds conditions or submissions: only
 * Continue turns it into answers. Logout clears sessionStorage, as the spec asks.
 */
const prefix = (journeyId: string) => `portal.journey.${journeyId}.page.`;

export function readPageDraft(storage: Storage, journeyId: string, stepId: string): Answers | null {
  try {
    const raw = storage.getItem(prefix(journeyId) + stepId);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answers) : null;
  } catch {
    return null;
  }
}

export function writePageDraft(storage: Storage, journeyId: string, stepId: string, values: Answers): void {
  try {
    storage.setItem(prefix(journeyId) + stepId, JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the unsent text on a reload; the journey itself carries on.
  }
}

export function clearPageDraft(storage: Storage, journeyId: string, stepId: string): void {
  storage.removeItem(prefix(journeyId) + stepId);
}

/** Forgets every page draft of a journey (when the journey is left or finished). */
export function clearPageDrafts(storage: Storage, journeyId: string): void {
  const keys = Array.from({ length: storage.length }, (_unused, i) => storage.key(i)).filter(
    (key): key is string => key !== null && key.startsWith(prefix(journeyId)),
  );
  for (const key of keys) storage.removeItem(key);
}
