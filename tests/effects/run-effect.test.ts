import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EffectRequest } from '../../src/engine';
import {
  DEFAULT_EFFECT_TIMEOUT_MS,
  EffectFailure,
  EffectInputError,
  EffectTimeoutError,
  runEffect,
  type EffectOutcome,
  type EffectRegistry,
} from '../../src/effects';
import { GatewayHttpError, GatewayNetworkError, GatewayTimeoutError, UnauthorisedError } from '../../src/gateway';
import { environment, fakeReferralClient } from './support/fake-client';
import { failureDetails as details } from '../support/gateway-failure';

const request = (
  effect: string,
  onError: EffectRequest['onError'] = { errorPage: 'x' },
  input: Record<string, unknown> = {},
): EffectRequest => ({
  effect,
  input,
  storeAs: 'stored',
  onError,
});

/** An effect that fails with the given errors in turn, then succeeds; records the signals it was given. */
function flaky(errors: unknown[]) {
  const signals: (AbortSignal | undefined)[] = [];
  let calls = 0;
  const effect = async (_input: unknown, env: { signal?: AbortSignal }) => {
    signals.push(env.signal);
    const error = errors[calls++];
    if (error !== undefined) throw error;
    return { done: calls };
  };
  return { effect, signals, calls: () => calls };
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

const env = () => environment(fakeReferralClient());

describe('runEffect', () => {
  it('returns the result of a registered effect, passing the input and environment', async () => {
    const seen: unknown[] = [];
    const registry: EffectRegistry = {
      echo: async (input, e) => {
        seen.push(input, e.customerId);
        return 'result';
      },
    };
    expect(await runEffect(request('echo', { errorPage: 'x' }, { a: 1 }), env(), { registry })).toEqual({
      ok: true,
      result: 'result',
    });
    expect(seen).toEqual([{ a: 1 }, 'C1']);
  });

  it('runs the real registry by default: referral.loadReasons against the gateway client', async () => {
    const outcome = await runEffect(request('referral.loadReasons'), env());
    expect(outcome).toMatchObject({
      ok: true,
      result: [{ id: '1', text: 'Help paying my rent' }, { id: '2' }, { id: '3' }],
    });
  });

  it('reports an effect no code implements, without throwing', async () => {
    const outcome = await runEffect(request('nothing.here'), env(), { registry: {} });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({
      reason: 'unknown-effect',
      effect: 'nothing.here',
      attempts: 0,
    });
  });

  // A lost connection is an update's here (PATCH): a POST's is never sent again (tests/gateway/retry-policy.test.ts).
  it('tries again after a server error or lost connection, waiting retryDelayMs between attempts', async () => {
    const { effect, calls } = flaky([new GatewayHttpError(details(503)), new GatewayNetworkError(details(0, 'PATCH'))]);
    const { delays, sleep } = recordingSleep();
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 2, retryDelayMs: 250 }), env(), {
      registry: { flaky: effect },
      sleep,
    });
    expect(outcome).toEqual({ ok: true, result: { done: 3 } });
    expect(calls()).toBe(3);
    expect(delays).toEqual([250, 250]);
  });

  it('gives up after the last retry with the last error as the cause', async () => {
    const last = new GatewayHttpError(details(500));
    const { effect, calls } = flaky([new GatewayHttpError(details(502)), last, new Error('never reached')]);
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 1 }), env(), {
      registry: { flaky: effect },
      sleep: recordingSleep().sleep,
    });
    expect(calls()).toBe(2);
    expect(outcome.ok).toBe(false);
    const error = !outcome.ok ? outcome.error : null;
    expect(error).toBeInstanceOf(EffectFailure);
    expect(error).toMatchObject({ reason: 'failed', attempts: 2, cause: last });
  });

  it.each([
    ['a refused request (400)', new GatewayHttpError(details(400))],
    ['someone else’s object (403)', new GatewayHttpError(details(403))],
    ['an expired login (401)', new UnauthorisedError(details(401))],
    ['a journey input error', new EffectInputError('phoneNumber', 'a non-empty text')],
  ])('does not retry %s: it would fail the same way', async (_name, error) => {
    const { effect, calls } = flaky([error, error]);
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 3 }), env(), {
      registry: { flaky: effect },
      sleep: recordingSleep().sleep,
    });
    expect(calls()).toBe(1);
    expect(!outcome.ok && outcome.error.cause).toBe(error);
  });

  // A read's or an update's 409; a POST's (its operation key still running) is only checked by confirmWrite.
  it('retries a 409 (the same operation still running at the gateway)', async () => {
    const { effect, calls } = flaky([new GatewayHttpError(details(409, 'PATCH'))]);
    expect(
      (
        await runEffect(request('flaky', { errorPage: 'x', retries: 1 }), env(), {
          registry: { flaky: effect },
          sleep: recordingSleep().sleep,
        })
      ).ok,
    ).toBe(true);
    expect(calls()).toBe(2);
  });

  it('ends an attempt at timeoutMs, aborting the signal the effect was given, even if the effect ignores it', async () => {
    let given: AbortSignal | undefined;
    const registry: EffectRegistry = {
      slow: (_input, e) => {
        given = e.signal;
        return new Promise(() => undefined);
      },
    };
    const outcome = await runEffect(request('slow', { errorPage: 'x', timeoutMs: 20 }), env(), { registry });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ reason: 'timeout', attempts: 1 });
    expect(!outcome.ok && outcome.error.cause).toBeInstanceOf(EffectTimeoutError);
    expect(given?.aborted).toBe(true);
  });

  it('gives each attempt its own fresh signal', async () => {
    const signals: AbortSignal[] = [];
    const registry: EffectRegistry = {
      failThenSucceed: async (_input, e) => {
        if (e.signal) signals.push(e.signal);
        if (signals.length === 1) throw new GatewayHttpError(details(503));
        return 'second time';
      },
    };
    const outcome = await runEffect(request('failThenSucceed', { errorPage: 'x', retries: 1 }), env(), {
      registry,
      sleep: recordingSleep().sleep,
    });
    expect(outcome).toEqual({ ok: true, result: 'second time' });
    expect(signals).toHaveLength(2);
    expect(signals[0]).not.toBe(signals[1]);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('stops at once, without retrying, when the resident leaves (the caller aborts)', async () => {
    const controller = new AbortController();
    let calls = 0;
    const registry: EffectRegistry = {
      hang: () => {
        calls += 1;
        queueMicrotask(() => controller.abort(new DOMException('left the page', 'AbortError')));
        return new Promise(() => undefined);
      },
    };
    const outcome = await runEffect(
      request('hang', { errorPage: 'x', retries: 3 }),
      environment(fakeReferralClient(), { signal: controller.signal }),
      { registry },
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.reason).toBe('aborted');
    expect(calls).toBe(1);
  });

  it('does not start when the caller has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    let calls = 0;
    const registry: EffectRegistry = { never: async () => void (calls += 1) };
    const outcome = await runEffect(
      request('never'),
      environment(fakeReferralClient(), { signal: controller.signal }),
      { registry },
    );
    expect(!outcome.ok && outcome.error.reason).toBe('aborted');
    expect(calls).toBe(0);
  });

  it('waits between attempts with a real timer by default', async () => {
    const { effect, calls } = flaky([new GatewayHttpError(details(500))]);
    const started = Date.now();
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 1, retryDelayMs: 30 }), env(), {
      registry: { flaky: effect },
    });
    expect(outcome.ok).toBe(true);
    expect(calls()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

// repairs.md §9: spinner time-outs are 5 to 7 s. A call that hangs used to cost two 5 s attempts and a 1 s pause (11
// s): onError.timeoutMs is now the whole wait, attempts and pauses included. On a fake clock, with the real timers.
describe('runEffect on the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An effect that acts like the gateway client: each step answers after its delay, with an error or a result. */
  function scripted(steps: Array<{ afterMs: number; error?: unknown; result?: unknown }>) {
    const startedAt: number[] = [];
    let calls = 0;
    const effect = (_input: unknown, e: { signal?: AbortSignal }) => {
      const step = steps[calls++] ?? { afterMs: Number.POSITIVE_INFINITY };
      startedAt.push(Date.now() - t0);
      return new Promise((resolve, reject) => {
        if (!Number.isFinite(step.afterMs)) return;
        const timer = setTimeout(
          () => (step.error === undefined ? resolve(step.result) : reject(step.error)),
          step.afterMs,
        );
        e.signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
      });
    };
    return { effect, startedAt, calls: () => calls };
  }

  let t0 = 0;
  /** Runs the effect and says when (in ms on the fake clock) its outcome came. */
  async function timed(
    onError: EffectRequest['onError'],
    effect: ReturnType<typeof scripted>['effect'],
  ): Promise<{ outcome: EffectOutcome<EffectFailure>; afterMs: number }> {
    t0 = Date.now();
    let settledAt = Number.NaN;
    const running = runEffect(request('call', onError), env(), { registry: { call: effect } }).then((outcome) => {
      settledAt = Date.now() - t0;
      return outcome;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    return { outcome: await running, afterMs: settledAt };
  }

  const gatewayTimeout = () => new GatewayTimeoutError(details(0));

  it('ends a call that hangs after 5 s, not after two 5 s attempts and the pause between them', async () => {
    // The gateway client gives up a call after its 5 s API time-out; the journey allows one retry a second later.
    const hanging = scripted([
      { afterMs: 5000, error: gatewayTimeout() },
      { afterMs: 5000, error: gatewayTimeout() },
    ]);
    const { outcome, afterMs } = await timed({ errorPage: 'x', retries: 1, retryDelayMs: 1000 }, hanging.effect);
    expect(outcome.ok).toBe(false);
    expect(afterMs).toBe(DEFAULT_EFFECT_TIMEOUT_MS);
    expect(afterMs).toBeLessThanOrEqual(7000);
    expect(hanging.calls()).toBe(1);
  });

  it('ends an effect that ignores every time-out at its budget, whatever its retries', async () => {
    const silent = scripted([]);
    const { outcome, afterMs } = await timed(
      { errorPage: 'x', retries: 3, retryDelayMs: 1000, timeoutMs: 7000 },
      silent.effect,
    );
    expect(!outcome.ok && outcome.error).toMatchObject({ reason: 'timeout', attempts: 1 });
    expect(afterMs).toBe(7000);
  });

  it('still retries a quick failure, after its pause, within the same budget', async () => {
    const flakyOnce = scripted([
      { afterMs: 200, error: new GatewayHttpError(details(503)) },
      { afterMs: 300, result: 'saved' },
    ]);
    const { outcome, afterMs } = await timed({ errorPage: 'x', retries: 1, retryDelayMs: 1000 }, flakyOnce.effect);
    expect(outcome).toEqual({ ok: true, result: 'saved' });
    expect(flakyOnce.startedAt).toEqual([0, 1200]);
    expect(afterMs).toBe(1500);
  });

  it('stops a retry that hangs when the budget is spent, counting the first attempt and the pause', async () => {
    const slowThenHanging = scripted([
      { afterMs: 3000, error: new GatewayHttpError(details(500)) },
      { afterMs: 5000, error: gatewayTimeout() },
    ]);
    const { outcome, afterMs } = await timed(
      { errorPage: 'x', retries: 1, retryDelayMs: 1000, timeoutMs: 6000 },
      slowThenHanging.effect,
    );
    expect(!outcome.ok && outcome.error).toMatchObject({ reason: 'timeout', attempts: 2 });
    expect(!outcome.ok && outcome.error.cause).toBeInstanceOf(EffectTimeoutError);
    expect(afterMs).toBe(6000);
  });

  it('makes no retry whose pause would end after the budget', async () => {
    const late = scripted([
      { afterMs: 4500, error: new GatewayHttpError(details(500)) },
      { afterMs: 10, result: 'too late' },
    ]);
    const { outcome, afterMs } = await timed({ errorPage: 'x', retries: 1, retryDelayMs: 1000 }, late.effect);
    expect(!outcome.ok && outcome.error).toMatchObject({ reason: 'failed', attempts: 1 });
    expect(afterMs).toBe(4500);
  });

  it('keeps the job number polling: 5 reads 5000 ms apart fit its budget (repairs.md §9)', async () => {
    const pending = () => ({ afterMs: 100, error: new GatewayHttpError(details(503)) });
    const polling = scripted([
      pending(),
      pending(),
      pending(),
      pending(),
      { afterMs: 100, result: { jobNo: '61000001' } },
    ]);
    const { outcome } = await timed(
      { errorPage: 'x', retries: 4, retryDelayMs: 5000, timeoutMs: 25_000 },
      polling.effect,
    );
    expect(outcome).toEqual({ ok: true, result: { jobNo: '61000001' } });
    expect(polling.startedAt).toEqual([0, 5100, 10_200, 15_300, 20_400]);
  });
});
