/*
 * The call layer of the retry policy (decision 0069; the whole policy is stated in retry-policy.ts, read it there):
 * a GET that got no answer or a 5xx is sent again, CALL_MAX_ATTEMPTS in all, with this backoff. Kept apart from the
 * step layer's rules only because every page's first download needs this part.
 */

/** How many times the call layer sends a GET in all (the first attempt included). */
export const CALL_MAX_ATTEMPTS = 3;

const baseDelayMs = 500;
const jitterRatio = 0.2;
/** A Retry-After longer than this means the gateway is down for longer than a resident will wait. */
const longestRetryAfterMs = 2000;

/**
 * The answers after which the call layer sends a GET again: a 5xx (a Response's status is at most 599). No answer at
 * all (the connection failed) is sent again too; a time-out never is. Only a GET: request.ts asks only for one.
 */
export function isRetriedStatus(status: number): boolean {
  return status >= 500;
}

/**
 * How long to wait before attempt `failedAttempts + 1` of a GET (no answer, or isRetriedStatus), or null to stop.
 * Honours a
 * Retry-After in seconds when the gateway sends one.
 */
export function callRetryDelayMs(
  failedAttempts: number,
  random: () => number,
  retryAfter?: string | null,
): number | null {
  if (failedAttempts >= CALL_MAX_ATTEMPTS) return null;
  // Only the seconds form is read; an HTTP-date Retry-After falls back to the backoff.
  if (retryAfter && /^\s*\d+\s*$/.test(retryAfter)) {
    const retryAfterMs = Number(retryAfter) * 1000;
    return retryAfterMs > longestRetryAfterMs ? null : retryAfterMs;
  }
  const backoff = baseDelayMs * 2 ** (failedAttempts - 1);
  return Math.round(backoff * (1 + jitterRatio * random()));
}
