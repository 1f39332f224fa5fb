import { GatewayHttpError, GatewayNetworkError, GatewayTimeoutError } from '../gateway';
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

// 409: the gateway is still running the same operation key; 504: a gateway in front gave up waiting for it. Any other
// answer is the gateway's word: by its contract (decision 0038) a refused POST had no effect.
const STILL_RUNNING_STATUSES = new Set([409, 504]);

/**
 * Whether a failed write may still have happened (decision 0037's rule: never tell a resident "failed" when it may
 * have worked): no answer came (the call or the effect's budget timed out, the connection dropped), the gateway is
 * still doing it, or the effect says it could not confirm. An EffectFailure is judged by its cause.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (error instanceof EffectFailure) return error.reason === 'timeout' || isOutcomeUnknown(error.cause);
  if (error instanceof GatewayHttpError) return STILL_RUNNING_STATUSES.has(error.status);
  return (
    error instanceof GatewayTimeoutError ||
    error instanceof GatewayNetworkError ||
    error instanceof EffectTimeoutError ||
    error instanceof OutcomeUnknownError
  );
}
