import type { PortalSession } from './types';

const SESSION_KEY = 'portal.session';

export interface SessionStore {
  /** The stored session; the same object while the stored value is unchanged (useSyncExternalStore needs that). */
  read(): PortalSession | null;
  write(session: PortalSession): void;
}

function parse(raw: string): PortalSession | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { customerId, sessionId, name } = value as Record<string, unknown>;
    if (typeof sessionId !== 'string') return null;
    if (customerId !== null && typeof customerId !== 'string') return null;
    if (name !== null && typeof name !== 'string') return null;
    return { customerId, sessionId, name };
  } catch {
    return null;
  }
}

export function createSessionStore(storage: Storage): SessionStore {
  let lastRaw: string | null = null;
  let lastSession: PortalSession | null = null;
  return {
    read() {
      const raw = storage.getItem(SESSION_KEY);
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastSession = raw === null ? null : parse(raw);
      }
      return lastSession;
    },
    write(session) {
      storage.setItem(SESSION_KEY, JSON.stringify(session));
    },
  };
}
