import { ErrorResponse, type User } from 'oidc-client-ts';
import { REFRESH_MARGIN_SECONDS, type UserManagerPort } from './oidc-settings';
import type { Mutex } from './refresh-lock';

export interface TokenRefresher {
  /** The stored user, refreshed first when its access token expires within the margin; null when logged out. */
  freshUser(): Promise<User | null>;
  /** Refreshes a token that is about to expire, unless another tab or call already did. */
  refreshBeforeExpiry(): Promise<void>;
  /** When this tab last obtained tokens (epoch ms): the login, or the last successful refresh. */
  lastRefreshAt(): number;
  /** Records that tokens were just obtained by a login. */
  markObtained(): void;
}

export interface TokenRefresherOptions {
  userManager: UserManagerPort;
  mutex: Mutex;
  now(): number;
  /** When this tab last obtained tokens as far as it knows (a reloaded page: its load); default now. */
  obtainedAt?: number;
  /** The identity provider refused the refresh token: the session is over. */
  onRejected(): void;
}

// After a network failure, the expiring event re-fires every second; this keeps the retries polite.
const RETRY_AFTER_FAILURE_MS = 10_000;

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { userManager, mutex, now, onRejected } = options;
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  let refreshedAt = options.obtainedAt ?? now();

  const expiresSoon = (user: User) =>
    user.expires_at !== undefined && user.expires_at - now() / 1000 <= REFRESH_MARGIN_SECONDS;

  const refresh = (stale: User) =>
    mutex(async () => {
      // Refresh tokens rotate: whoever held the lock before us may already have used this one.
      const current = await userManager.getUser();
      if (!current) return null;
      if (current.access_token !== stale.access_token && !expiresSoon(current)) return current;
      if (!current.refresh_token) return current;
      try {
        const refreshed = await userManager.signinSilent();
        if (refreshed) refreshedAt = now();
        return refreshed ?? current;
      } catch (error) {
        if (error instanceof ErrorResponse) {
          onRejected();
          return null;
        }
        // Network trouble is not the end of the session: the gateway answers 401 if the token is really dead.
        lastFailureAt = now();
        return current;
      }
    });

  return {
    async freshUser() {
      const user = await userManager.getUser();
      if (!user || !expiresSoon(user)) return user;
      return refresh(user);
    },
    lastRefreshAt: () => refreshedAt,
    markObtained: () => {
      refreshedAt = now();
    },
    async refreshBeforeExpiry() {
      if (now() - lastFailureAt < RETRY_AFTER_FAILURE_MS) return;
      const user = await userManager.getUser();
      if (user && expiresSoon(user)) await refresh(user);
    },
  };
}
