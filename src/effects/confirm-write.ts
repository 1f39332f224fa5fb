import { WRITE_CHECK_DELAYS_MS } from '../gateway';
import { abortableWait } from './abortable-wait';
import { isOutcomeUnknown, OutcomeUnknownError } from './outcome-unknown';

// Stated with the rest of the retry policy (src/gateway/retry-policy.ts); kept here for the callers that read it.
export { WRITE_CHECK_DELAYS_MS };

/**
 * Makes a write that must not happen twice (`write` sends it under one operation key) and, when its outcome is not
 * known (isOutcomeUnknown), checks by sending it again under that key, WRITE_CHECK_DELAYS_MS apart. The first answer
 * that says what happened wins: the result, or the gateway's refusal (by its contract nothing was written). Still
 * not known after the last check: OutcomeUnknownError, never a plain failure. Aborting `signal` (the resident left,
 * or the effect's budget ran out) stops at once with its reason.
 */
export async function confirmWrite<T>(
  operation: string,
  write: (signal?: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let last: unknown;
  for (const delay of [0, ...WRITE_CHECK_DELAYS_MS]) {
    if (delay > 0) await abortableWait(delay, signal);
    try {
      return await write(signal);
    } catch (error) {
      if (signal?.aborted || !isOutcomeUnknown(error)) throw error;
      last = error;
    }
  }
  throw new OutcomeUnknownError(operation, { cause: last });
}
