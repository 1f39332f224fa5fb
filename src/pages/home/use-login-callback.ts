import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginError } from '../../auth/login-error';
import { ACCOUNT_CHANGE_MODES } from '../../auth/types';
import { GENERIC_ERROR_PATH, HOME_PATH, START_PATH } from '../../shared/paths';
import { portalPath } from '../../shared/return-path';
import { useServices } from '../../shared/services';
import type { ErrorPageState } from '../../shared/error-state';

/** Navigation state of the home page right after a registration, for its success message. */
export interface HomeState {
  registered?: boolean;
}

const RECOVERABLE_ERRORS = new Set(['access_denied', 'server_error']);

/**
 * Completes a login when the identity provider returns to the home page (portal.md §4 "Login and home load"),
 * then replaces the answer's URL so a reload or Back never replays it. Returns true while that is happening.
 *
 * - A login that began on a page needing login (decision 0027): that page, if it is an address of the portal itself.
 * - No customer id in the session: the generic error page's "no self-serve account" variant (IDEM).
 * - access_denied or server_error from a password change while a customer id is still stored: the resident is
 *   still logged in, so home reloads. Any other login error leads to the start page.
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
    auth.completeLogin(url).then(
      (result) => {
        const { mode, session } = result;
        if (session.customerId === null) {
          const state: ErrorPageState = { variant: 'no-self-serve-account' };
          navigate(GENERIC_ERROR_PATH, { replace: true, state });
          return;
        }
        // A deep link the resident opened before logging in (decision 0027), if it is still a path of the portal: the
        // access rule checks it is a page they may open, like any other address. A registration goes home, for its
        // success message.
        const returnTo = mode === 'login' || ACCOUNT_CHANGE_MODES.includes(mode) ? portalPath(result.returnTo) : null;
        if (returnTo) {
          navigate(returnTo, { replace: true });
          return;
        }
        const state: HomeState = { registered: mode === 'registration' };
        navigate(HOME_PATH, { replace: true, state });
      },
      (error: unknown) => {
        const passwordChangeFailed =
          error instanceof LoginError && RECOVERABLE_ERRORS.has(error.error) && error.mode !== null && ACCOUNT_CHANGE_MODES.includes(error.mode);
        navigate(passwordChangeFailed && storedCustomerId ? HOME_PATH : START_PATH, { replace: true });
      },
    );
  }, [auth, isCallback, navigate, url]);

  return isCallback;
}
