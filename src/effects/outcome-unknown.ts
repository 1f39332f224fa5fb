import { isOutcomeUnknownFailure } from '../gateway';
import { EffectFailure, EffectTimeoutError } from './errors';

/**
 * A write the effect could not confirm: it asked again under the same operation key and still had no answer saying
 * whether it happened. Not retried by runEffect (the effect has done its own checking within its budget).
 */
export class OutcomeUnknownError extends Error {
  readonly retryable = false;

  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(`could not confirm whether ${operation} happened`, options);
    this.name = 'OutcomeUnknownError';
  }
}

/**
 * Whether a failed write may still have happened (decision 0037's rule: never tell a resident "failed" when it may
 * have worked): the gateway's failure does not say (isOutcomeUnknownFailure, in the retry policy: no answer came, or
 * the gateway is still doing it), the effect's budget ran out, or the effect says it could not confirm. An
 * EffectFailure is judged by its cause.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (error instanceof EffectFailure) return error.reason === 'timeout' || isOutcomeUnknown(error.cause);
  return isOutcomeUnknownFailure(error) || error instanceof EffectTimeoutError || error instanceof OutcomeUnknownError;
}
