import {
  GatewayError,
  GatewayHttpError,
  GatewayNetworkError,
  GatewayTimeoutError,
  PreconditionFailedError,
  UnauthorisedError,
} from './errors';

/*
 * THE retry policy of the portal (decision 0069), stated once. Two layers may try a failure again, and each failure
 * belongs to one of them only, so no call is retried at two layers:
 *
 * 1. The call (createRequester, one gateway call): a GET that got no answer (the connection failed) or a 5xx is sent
 *    again, CALL_MAX_ATTEMPTS (3) times in all, waiting about 0.5 s then 1 s (up to 20 % jitter, so many tabs do not
 *    retry in step), or a Retry-After in seconds of at most 2 s. A GET changes nothing, so sending it again is safe.
 *    Never a time-out (the 5000 ms of the spec is what a resident waits; tripling it would leave a spinner up 15 s),
 *    never another 4xx (it does not change on a retry), never a write (SEC-17: the caller decides, with its key).
 * 2. The step (runEffect, one journey effect): the journey's onError.retries, retryDelayMs apart, within its
 *    timeoutMs (data an analyst may change, journeys/). Only what the call did not already retry (isRetriedByStep):
 *    a time-out; 408, 409, 425, 429; a write refused with a 5xx (by the gateway's contract, decision 0038, a refused
 *    write had no effect, and its If-Match or operation key makes the resend safe); an answer whose body is not JSON;
 *    an effect's own error unless it says `retryable = false` (JobNumberPendingError says true: the job number poll).
 *
 * Never retried, at any layer:
 * - 401 (the resident is sent to log in again) and the other 4xx (400, 403, 404, 422…): the same refusal again;
 * - 412, a stale version: not a failure to repeat as it is. The write that holds the resident's changes re-reads and
 *   sends them once more with the new tag (update-work-order.ts, save-profile.ts), or tells the resident;
 * - the caller's abort (the resident left the step): every wait ends at once with its reason;
 * - a GET's network failure or 5xx at the step: the call has already made its 3 attempts;
 * - a POST whose outcome is unknown (isOutcomeUnknownFailure: no answer, a time-out, 409 still running, 504): it is
 *   not idempotent, and sent again silently it could act twice (a second repair, a second payment). It is only
 *   checked, under the same operation key, by confirmWrite (WRITE_CHECK_DELAYS_MS); still unknown, it is
 *   OutcomeUnknownError, which the journey shows as "we are checking" (decisions 0037, 0049).
 */

// Clause 1, the call layer's rule and backoff (CALL_MAX_ATTEMPTS, isRetriedStatus, callRetryDelayMs), is in
// call-retries.ts: every page's first download needs it, this module's step rules only the journey pages do (a module
// is downloaded whole). It is part of this policy all the same.

/**
 * The pauses before each check of a POST whose answer did not come (confirmWrite): the same call again under the same
 * operation key, which the gateway answers with the first call's result (or 409 while it still runs) and never carries
 * out twice. Short, as the effect's whole budget bounds them (decision 0049).
 */
export const WRITE_CHECK_DELAYS_MS: readonly number[] = [500, 1000, 1000];

// 409: the gateway is still running the same operation key; 504: a gateway in front gave up waiting for it. Any other
// answer is the gateway's word: by its contract (decision 0038) a refused write had no effect.
const STILL_RUNNING_STATUSES = new Set([409, 504]);

/**
 * A gateway failure that does not say whether the call happened: no answer in time, no answer at all, or the gateway
 * still doing it. For a write, decision 0037's rule applies: never tell a resident "failed" when it may have worked.
 */
export function isOutcomeUnknownFailure(error: unknown): boolean {
  if (error instanceof GatewayHttpError) return STILL_RUNNING_STATUSES.has(error.status);
  return error instanceof GatewayTimeoutError || error instanceof GatewayNetworkError;
}

/** 4xx answers that may change on a second try: time-out at a proxy, too early, too many requests, still running. */
const STEP_RETRIED_CLIENT_STATUSES = new Set([408, 409, 425, 429]);

/**
 * The step layer: whether runEffect may run a failed effect again (within the journey's onError.retries and budget).
 * A failure the call layer already retried, or one that must never be repeated (see above), is not.
 */
export function isRetriedByStep(error: unknown): boolean {
  if (error instanceof UnauthorisedError || error instanceof PreconditionFailedError) return false;
  if (error instanceof GatewayError) {
    if (error.method === 'POST' && isOutcomeUnknownFailure(error)) return false;
    if (error instanceof GatewayTimeoutError) return true;
    const isRead = error.method === 'GET';
    if (error instanceof GatewayNetworkError) return !isRead;
    if (error.status >= 500) return !isRead;
    if (error.status >= 400) return STEP_RETRIED_CLIENT_STATUSES.has(error.status);
    return true;
  }
  // An effect's own error says whether the same input would only fail the same way.
  return !(error instanceof Error && (error as { retryable?: unknown }).retryable === false);
}
