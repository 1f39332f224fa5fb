import type { NavigateFunction } from 'react-router';
import { LoginError } from '../../auth/login-error';
import { ACCOUNT_CHANGE_MODES, type LoginResult } from '../../auth/types';
import { GENERIC_ERROR_PATH, HOME_PATH, START_PATH } from '../../shared/paths';
import { portalPath } from '../../shared/return-path';
import type { ErrorPageState } from '../../shared/error-state';
import type { HomeState } from './home-state';

/** What the identity provider's answer came to: the login's result, or why it failed. */
export type LoginOutcome =
  { readonly ok: true; readonly result: LoginResult } | { readonly ok: false; readonly error: unknown };

const RECOVERABLE_ERRORS = new Set(['access_denied', 'server_error']);

/**
 * Where a completed (or failed) login leads (portal.md §4 "Login and home load"). Every move replaces the answer's
 * URL, so a reload or Back never replays it.
 *
 * - A login that began on a page needing login (decision 0027): that page, if it is an address of the portal itself.
 * - No customer id in the session: the generic error page's "no self-serve account" variant (IDEM).
 * - access_denied or server_error from a password change while a customer id is still stored: the resident is
 *   still logged in, so home reloads. Any other login error leads to the start page.
 */
export function followLoginOutcome(
  outcome: LoginOutcome,
  storedCustomerId: string | null,
  navigate: NavigateFunction,
): void {
  if (!outcome.ok) {
    const { error } = outcome;
    const passwordChangeFailed =
      error instanceof LoginError &&
      RECOVERABLE_ERRORS.has(error.error) &&
      error.mode !== null &&
      ACCOUNT_CHANGE_MODES.includes(error.mode);
    navigate(passwordChangeFailed && storedCustomerId ? HOME_PATH : START_PATH, { replace: true });
    return;
  }
  const { mode, session } = outcome.result;
  if (session.customerId === null) {
    const state: ErrorPageState = { variant: 'no-self-serve-account' };
    navigate(GENERIC_ERROR_PATH, { replace: true, state });
    return;
  }
  // A deep link the resident opened before logging in (decision 0027), if it is still a path of the portal: the access
  // rule checks it is a page they may open, like any other address. A registration goes home, for its success message.
  const returnTo = mode === 'login' || ACCOUNT_CHANGE_MODES.includes(mode) ? portalPath(outcome.result.returnTo) : null;
  if (returnTo) {
    navigate(returnTo, { replace: true });
    return;
  }
  const state: HomeState = { registered: mode === 'registration' };
  navigate(HOME_PATH, { replace: true, state });
}
