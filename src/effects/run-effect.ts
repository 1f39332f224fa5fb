import type { EffectRequest } from '../engine';
import { abortableWait } from './abortable-wait';
import { isRetriedByStep } from '../gateway';
import { EffectFailure, EffectTimeoutError, type EffectFailureReason } from './errors';
import { checkDeclaredInputs } from './input-guard';
import { loadEffect } from './load-effect';
import type { EffectRegistry } from './registry';
import type { EffectEnvironment } from './types';

/**
 * How an effect ended: its result to store, or why it failed (for the journey's onError). The one declaration of this
 * shape: the journey session, the fixture replay and the studio take it from here. runEffect's failures are
 * EffectFailure, with the effect's own error as `cause`; a test's stand-in may fail with any error.
 */
export type EffectOutcome<Failure = unknown> =
  { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: Failure };

/**
 * The longest a resident waits for an effect whose journey gives no onError.timeoutMs, attempts and pauses included:
 * the spinner time-out of portal.md §9 (5 seconds), which is also the gateway's API time-out, so a call that hangs
 * ends at the moment its first attempt does, with no attempt squeezed in after it. repairs.md §9 allows 5–7 s; a
 * journey may give up to 7000 where one effect makes several calls (docs/decisions/0028).
 */
export const DEFAULT_EFFECT_TIMEOUT_MS = 5000;

/** Seams for tests; the portal uses the defaults. */
export interface RunEffectOptions {
  /** The effects to run by name; by default each area's effects are downloaded when first needed (load-effect.ts). */
  registry?: EffectRegistry;
  /** Waits between attempts; must end early (rejecting) when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Milliseconds on a clock that only moves forward, for the effect's time budget (default `performance.now`). */
  now?: () => number;
  /**
   * false lets an effect run with an input it does not declare. Otherwise such a call fails with an
   * UndeclaredEffectInputError instead of the effect dropping the input, in development, tests and the Node tools
   * (fixtures, the sandbox); never in a production build (see INPUT_CHECK).
   */
  checkInputs?: boolean;
}

// Vite replaces import.meta.env.DEV with false in a production build: the check, and with it the declared names, are
// then dead code and left out of the bundle (the build's journey lint has checked every input). The Node tools
// (tsx) have no import.meta.env, and check.
const INPUT_CHECK = import.meta.env === undefined || import.meta.env.DEV;

/**
 * One attempt, with its own signal: aborted when the caller's signal aborts or the effect's time budget is spent
 * (`leftMs` from now; `budgetMs` is the whole budget, for the error). The attempt ends at that moment even if the
 * effect ignores its signal.
 */
async function attempt(
  run: (signal: AbortSignal) => Promise<unknown>,
  outer: AbortSignal | undefined,
  leftMs: number,
  budgetMs: number,
): Promise<unknown> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) throw outer.reason;
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    timer = setTimeout(() => controller.abort(new EffectTimeoutError(budgetMs)), Math.max(0, leftMs));
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
 * failure policy. onError.timeoutMs (default DEFAULT_EFFECT_TIMEOUT_MS) is the effect's whole time budget, the
 * longest the resident's spinner stays up: every attempt and every pause counts against it, an attempt still running
 * when it is spent is stopped ("timeout"), and a retry whose pause would end after it is not made. Within it, a failed
 * attempt is tried again up to onError.retries times, onError.retryDelayMs apart, when the retry policy gives the
 * failure to this layer (isRetriedByStep, src/gateway/retry-policy.ts: not what the gateway client already retried,
 * nor what would only repeat or might act twice); so a quick failure (a 503, a lost connection) is still retried, and
 * a call that hangs costs no more than
 * the budget. Never throws: the outcome says what to store or why it failed. Aborting `environment.signal` (the
 * resident left the step) stops at once with reason "aborted".
 */
export async function runEffect(
  request: EffectRequest,
  environment: EffectEnvironment,
  options: RunEffectOptions = {},
): Promise<EffectOutcome<EffectFailure>> {
  const sleep = options.sleep ?? abortableWait;
  const now = options.now ?? (() => performance.now());
  const fail = (reason: EffectFailureReason, attempts: number, cause?: unknown): EffectOutcome<EffectFailure> => ({
    ok: false,
    error: new EffectFailure(request.effect, reason, attempts, cause === undefined ? undefined : { cause }),
  });

  const { registry } = options;
  let effect;
  try {
    effect = registry
      ? Object.hasOwn(registry, request.effect)
        ? registry[request.effect]
        : undefined
      : await loadEffect(request.effect);
  } catch (cause) {
    // The area's code did not download (the connection dropped): the journey's onError decides, as for a failed call.
    return fail('failed', 0, cause);
  }
  if (!effect) return fail('unknown-effect', 0);
  if (INPUT_CHECK && options.checkInputs !== false) {
    try {
      checkDeclaredInputs(request.effect, request.input);
    } catch (cause) {
      return fail('failed', 0, cause);
    }
  }
  const { retries = 0, retryDelayMs = 0, timeoutMs = DEFAULT_EFFECT_TIMEOUT_MS } = request.onError;
  const outer = environment.signal;
  const deadline = now() + timeoutMs;

  for (let attempts = 1; ; attempts += 1) {
    try {
      const result = await attempt(
        (signal) => effect(request.input, { ...environment, signal }),
        outer,
        deadline - now(),
        timeoutMs,
      );
      return { ok: true, result };
    } catch (cause) {
      if (outer?.aborted) return fail('aborted', attempts, cause);
      const outOfTime = cause instanceof EffectTimeoutError || now() + retryDelayMs >= deadline;
      if (attempts > retries || !isRetriedByStep(cause) || outOfTime)
        return fail(cause instanceof EffectTimeoutError ? 'timeout' : 'failed', attempts, cause);
    }
    try {
      await sleep(retryDelayMs, outer);
    } catch (cause) {
      return fail('aborted', attempts, cause);
    }
  }
}
