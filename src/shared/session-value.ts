/**
 * A value kept in sessionStorage for this tab (it survives a reload and goes with everything else when logout or a
 * 401 clears the storage), read back as JSON through `accept`, which returns null for a shape it does not recognise
 * (null included).
 * Nothing kept, text that is not JSON (written by hand or by an older portal) and a shape `accept` refuses all read
 * as null: every store here then starts afresh. Writing is `sessionStorage.setItem(key, JSON.stringify(value))`.
 */
export function readSessionJson<T>(key: string, accept: (value: unknown) => T | null): T | null {
  try {
    // Nothing kept reads as JSON null, which no `accept` takes.
    return accept(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
  } catch {
    // Not JSON: not written by this portal, so as if nothing was kept.
    return null;
  }
}

/** A string, or null for anything else. */
export const aString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
