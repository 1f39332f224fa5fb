import { clearTabStorage } from './clear-tab-storage';

const SIGNAL_KEY = 'portal.signedOut';

/** Minimal event source for `storage` events: `window` in the browser, an EventTarget in tests. */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Tells the other tabs of this browser that the session ended here. localStorage is the one store every tab shares
 * and its `storage` event reaches the other tabs only; the key is written and removed at once so that, after a
 * logout, localStorage is left empty as the spec requires.
 */
export function sendSignedOut(localStorage: Storage, id: string): void {
  localStorage.setItem(SIGNAL_KEY, id);
  localStorage.removeItem(SIGNAL_KEY);
}

/** Calls `listener` when another tab sends the signed-out signal; returns the unsubscribe function. */
export function onSignedOutElsewhere(
  source: StorageEventSource,
  localStorage: Storage,
  listener: () => void,
): () => void {
  const handle = (event: Event) => {
    const { key, newValue, storageArea } = event as StorageEvent;
    if (key === SIGNAL_KEY && newValue !== null && storageArea === localStorage) listener();
  };
  source.addEventListener('storage', handle);
  return () => source.removeEventListener('storage', handle);
}

/**
 * Ends the session in this browser: this tab's tokens and session, the shared store, and a word to the other tabs.
 * What a logout leaves whether or not the identity provider (or oidc-client-ts itself) could be reached.
 */
export function clearBrowserSession(sessionStorage: Storage, localStorage: Storage, id: string): void {
  clearTabStorage(sessionStorage);
  localStorage.clear();
  sendSignedOut(localStorage, id);
}
