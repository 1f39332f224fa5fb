import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GENERIC_ERROR_PATH } from '../../shared/paths';
import { useServices } from '../../shared/services';
import type { LoginOutcome } from './follow-login-outcome';

/**
 * Completes a login when the identity provider returns to the home page (portal.md §4 "Login and home load"), then
 * follows its outcome (follow-login-outcome.ts). Returns true while that is happening.
 *
 * Where the outcome leads is downloaded only on the way back from a login, beside the login's own token request, so
 * home's every other visit does not carry it (issue 13).
 */
export function useLoginCallback(): boolean {
  const { auth } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const url = `${window.location.origin}${location.pathname}${location.search}`;
  const isCallback = auth.isLoginCallback(url);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!isCallback || handled.current === url) return;
    handled.current = url;
    const storedCustomerId = auth.getSession()?.customerId ?? null;
    // The outcome as a value, so a failed login waiting for the download below is handled, not an unhandled rejection.
    const outcome: Promise<LoginOutcome> = auth.completeLogin(url).then(
      (result) => ({ ok: true, result }),
      (error: unknown) => ({ ok: false, error }),
    );
    import('./follow-login-outcome').then(
      async ({ followLoginOutcome }) => followLoginOutcome(await outcome, storedCustomerId, navigate),
      (error: unknown) => {
        // The portal's own code did not download (the connection dropped): the resident is told, not left on a spinner.
        console.error('The login could not be completed: a part of the portal did not download', error);
        navigate(GENERIC_ERROR_PATH, { replace: true });
      },
    );
  }, [auth, isCallback, navigate, url]);

  return isCallback;
}
