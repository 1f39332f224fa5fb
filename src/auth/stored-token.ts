import type { RuntimeConfig } from '../shared/runtime-config';

/** Seconds before expiry at which a token counts as stale (oidc-client-ts' own renew margin). */
export const REFRESH_MARGIN_SECONDS = 60;

/**
 * Where oidc-client-ts 3 keeps the signed-in user in this tab's sessionStorage: its WebStorageStateStore prefix
 * ("oidc.") and UserManager's user key. tests/auth/stored-token.test.ts checks it against the library itself.
 */
export function storedUserKey(idp: Pick<RuntimeConfig['idp'], 'authority' | 'clientId'>): string {
  return `oidc.user:${idp.authority}:${idp.clientId}`;
}

/** The stored user's access token and expiry (epoch seconds), or null when there is none in a shape this knows. */
function storedToken(
  storage: Pick<Storage, 'getItem'>,
  idp: Pick<RuntimeConfig['idp'], 'authority' | 'clientId'>,
): { token: string; expiresAt: number } | null {
  const raw = storage.getItem(storedUserKey(idp));
  if (raw === null) return null;
  let user: unknown;
  try {
    user = JSON.parse(raw);
  } catch {
    // Not what oidc-client-ts writes: nothing usable here, and the full Auth reads the store itself.
    return null;
  }
  if (typeof user !== 'object' || user === null) return null;
  const { access_token: token, expires_at: expiresAt } = user as { access_token?: unknown; expires_at?: unknown };
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return null;
  return { token, expiresAt };
}

/**
 * The stored access token when it is good for longer than the refresh margin, else null (none, stale, or stored in
 * a shape this does not know: the full Auth then decides). Lets a signed-in page make its gateway calls without
 * oidc-client-ts (issue 13, decision 0076); the full Auth refreshes, exactly as it would have, once it is here.
 */
export function freshStoredToken(
  storage: Pick<Storage, 'getItem'>,
  idp: Pick<RuntimeConfig['idp'], 'authority' | 'clientId'>,
  nowMs: number,
): string | null {
  const stored = storedToken(storage, idp);
  return stored && stored.expiresAt - nowMs / 1000 > REFRESH_MARGIN_SECONDS ? stored.token : null;
}

/**
 * When (epoch ms) the stored access token enters the refresh margin, the moment the full Auth's own timer refreshes
 * it; null when no token can be read.
 */
export function storedTokenStaleAt(
  storage: Pick<Storage, 'getItem'>,
  idp: Pick<RuntimeConfig['idp'], 'authority' | 'clientId'>,
): number | null {
  const stored = storedToken(storage, idp);
  return stored ? (stored.expiresAt - REFRESH_MARGIN_SECONDS) * 1000 : null;
}
