import { useCallback, useSyncExternalStore } from 'react';
import type { Auth, PortalSession } from '../auth/types';
import { useServices } from './services';

// useSyncExternalStore needs the same object for an unchanged session, but getSession may build a new one each call.
const lastSnapshot = new WeakMap<Auth, PortalSession | null>();

function sameSession(a: PortalSession | null | undefined, b: PortalSession | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.customerId === b.customerId && a.sessionId === b.sessionId && a.name === b.name;
}

function snapshot(auth: Auth): PortalSession | null {
  const current = auth.getSession();
  const previous = lastSnapshot.get(auth);
  if (previous !== undefined && sameSession(previous, current)) return previous;
  lastSnapshot.set(auth, current);
  return current;
}

/** The signed-in resident's session, re-rendering when it appears, changes or ends. */
export function useSession(): PortalSession | null {
  const { auth } = useServices();
  const subscribe = useCallback((listener: () => void) => auth.subscribe(listener), [auth]);
  const getSnapshot = useCallback(() => snapshot(auth), [auth]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
