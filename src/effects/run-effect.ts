import type { EffectRequest } from '../engine';
import { GatewayHttpError, UnauthorisedError } from '../gateway';
import { EffectFailure, EffectTimeoutError, type EffectFailureReason } from './errors';
import { effectRegistry, type EffectRegistry } from './registry';
import type { EffectEnvironment } from './types';

/**
 * How an effect ended: its result to store, or why it failed (for the journey's onError). The one declaration of this
 * shape: the journey session, the fixture replay and the studio take it from here. runEffect's failures are
 * EffectFailure, with the effect's own error as `cause`; a test's stand-in may fail with any error.
 */
export type EffectOutcome<Failure = unknown> = { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: Failure };

/** Seams for tests; the portal uses the defaults. */
export interface RunEffectOptions {
  registry?: EffectRegistry;
  /** Waits between attempts; must end early (rejecting) when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

// A refusal the gateway will repeat (bad request, forbidden, not found, stale, unprocessable) or a journey
// configuration error is not worth another attempt; time-outs, network failures, 5xx, 408, 409 (the same
// operation still running), 425 and 429 are. A 401 has already sent the resident to log in again.
const RETRYABLE_CLIENT_STATUSES = new Set([408, 409, 425, 429]);

function isRetryable(error: unknown): boolean {
  if (error instanceof UnauthorisedError) return false;
  if (error instanceof GatewayHttpError && error.status >= 400 && error.status < 500) return RETRYABLE_CLIENT_STATUSES.has(error.status);
  if (error instanceof Error && (error as { retryable?: unknown }).retryable === false) return false;
  return true;
}

/**
 * One attempt, with its own signal: aborted when the caller's signal aborts or the time-out passes. The attempt
 * ends at that moment even if the effect ignores its signal.
 */
async function attempt(run: (signal: AbortSignal) => Promise<unknown>, outer: AbortSignal | undefined, timeoutMs: number | undefined): Promise<unknown> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) throw outer.reason;
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    if (timeoutMs !== undefined) timer = setTimeout(() => controller.abort(new EffectTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([run(controller.signal), stopped]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * Runs the effect a journey asked for (an EffectRequest from effectsOnEnter / effectsOnExit / exitPlan) with its
 * failure policy: each attempt is limited to onError.timeoutMs (when set; the gateway client has its own
 * time-out per call), and a failed attempt is tried again up to onError.retries times, onError.retryDelayMs apart,
 * unless the failure would only repeat. Never throws: the outcome says what to store or why it failed. Aborting
 * `environment.signal` (the resident left the step) stops at once with reason "aborted".
 */
export async function runEffect(request: EffectRequest, environment: EffectEnvironment, options: RunEffectOptions = {}): Promise<EffectOutcome<EffectFailure>> {
  const registry: EffectRegistry = options.registry ?? effectRegistry;
  const sleep = options.sleep ?? wait;
  const fail = (reason: EffectFailureReason, attempts: number, cause?: unknown): EffectOutcome<EffectFailure> => ({
    ok: false,
    error: new EffectFailure(request.effect, reason, attempts, cause === undefined ? undefined : { cause }),
  });

  const effect = Object.hasOwn(registry, request.effect) ? registry[request.effect] : undefined;
  if (!effect) return fail('unknown-effect', 0);
  const { retries = 0, retryDelayMs = 0, timeoutMs } = request.onError;
  const outer = environment.signal;

  for (let attempts = 1; ; attempts += 1) {
    try {
      const result = await attempt((signal) => effect(request.input, { ...environment, signal }), outer, timeoutMs);
      return { ok: true, result };
    } catch (cause) {
      if (outer?.aborted) return fail('aborted', attempts, cause);
      if (attempts > retries || !isRetryable(cause)) return fail(cause instanceof EffectTimeoutError ? 'timeout' : 'failed', attempts, cause);
    }
    try {
      await sleep(retryDelayMs, outer);
    } catch (cause) {
      return fail('aborted', attempts, cause);
    }
  }
}
