/**
 * Automatic retries (SEC-17). Only GETs are retried: they change nothing, so a second attempt is safe. POSTs,
 * PUTs, PATCHes and DELETEs never are: a write that reached the gateway but lost its answer would be repeated
 * (a second repair) or fail its own If-Match with a confusing 412; the caller decides, with its operation key.
 * A GET is tried at most 3 times in all, on a network failure or a 5xx, waiting about 0.5 s then 1 s (with
 * jitter so many tabs do not retry in step). A time-out is not retried: the 5000 ms of the spec is the budget
 * a resident waits for an answer, and tripling it would leave a spinner up for 15 s. Other 4xx never change
 * on a retry.
 */
export const maxAttempts = 3;

const baseDelayMs = 500;
const jitterRatio = 0.2;
/** A Retry-After longer than this means the gateway is down for longer than a resident will wait. */
const longestRetryAfterMs = 2000;

export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}

/**
 * How long to wait before attempt `failedAttempts + 1`, or null to stop retrying. Honours a Retry-After in
 * seconds when the gateway sends one.
 */
export function retryDelayMs(
  failedAttempts: number,
  random: () => number,
  retryAfter: string | null = null,
): number | null {
  if (failedAttempts >= maxAttempts) return null;
  // Only the seconds form is read; an HTTP-date Retry-After falls back to the backoff.
  if (retryAfter !== null && /^\s*\d+\s*$/.test(retryAfter)) {
    const retryAfterMs = Number(retryAfter) * 1000;
    return retryAfterMs > longestRetryAfterMs ? null : retryAfterMs;
  }
  const backoff = baseDelayMs * 2 ** (failedAttempts - 1);
  return Math.round(backoff * (1 + jitterRatio * random()));
}
