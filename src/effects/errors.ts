/**
 * The journey passed an effect an input it cannot use (a missing or mistyped property): a configuration error
 * in the journey file, for the analyst, never retried. `key` names the input property.
 */
export class EffectInputError extends Error {
  /** The same input fails the same way: runEffect does not retry it. */
  readonly retryable = false;

  constructor(
    readonly key: string,
    readonly expected: string,
  ) {
    super(`effect input "${key}" must be ${expected}`);
    this.name = 'EffectInputError';
  }
}

/** An attempt took longer than the call's onError.timeoutMs; the effect's signal was aborted. */
export class EffectTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the effect did not finish within ${timeoutMs} ms`);
    this.name = 'EffectTimeoutError';
  }
}

/** Why an effect run failed, after its retries. */
export type EffectFailureReason = 'unknown-effect' | 'timeout' | 'aborted' | 'failed';

/**
 * The failure runEffect reports: why, after how many attempts, and the last error (`cause`: a GatewayError,
 * EffectInputError, EffectTimeoutError or the abort reason). The journey's onError policy decides what the
 * resident sees; the runtime logs the cause.
 */
export class EffectFailure extends Error {
  constructor(
    readonly effect: string,
    readonly reason: EffectFailureReason,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`effect ${effect} ${reason} after ${attempts} attempt${attempts === 1 ? '' : 's'}`, options);
    this.name = 'EffectFailure';
  }
}
