import { describe, expect, it } from 'vitest';
import type { EffectRequest } from '../../src/engine';
import { EffectFailure, EffectInputError, EffectTimeoutError, runEffect, type EffectRegistry } from '../../src/effects';
import { GatewayHttpError, GatewayNetworkError, UnauthorisedError } from '../../src/gateway';
import { environment, fakeReferralClient } from './support/fake-client';

const request = (effect: string, onError: EffectRequest['onError'] = { errorPage: 'x' }, input: Record<string, unknown> = {}): EffectRequest => ({
  effect,
  input,
  storeAs: 'stored',
  onError,
});

const details = (status: number) => ({ status, title: 'T', errors: [], correlationId: 'c', method: 'POST', path: '/p' });

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
    expect(await runEffect(request('echo', { errorPage: 'x' }, { a: 1 }), env(), { registry })).toEqual({ ok: true, result: 'result' });
    expect(seen).toEqual([{ a: 1 }, 'C1']);
  });

  it('runs the real registry by default: referral.loadReasons against the gateway client', async () => {
    const outcome = await runEffect(request('referral.loadReasons'), env());
    expect(outcome).toMatchObject({ ok: true, result: [{ id: '1', text: 'Help paying my rent' }, { id: '2' }, { id: '3' }] });
  });

  it('reports an effect no code implements, without throwing', async () => {
    const outcome = await runEffect(request('nothing.here'), env(), { registry: {} });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ reason: 'unknown-effect', effect: 'nothing.here', attempts: 0 });
  });

  it('tries again after a server error or lost connection, waiting retryDelayMs between attempts', async () => {
    const { effect, calls } = flaky([new GatewayHttpError(details(503)), new GatewayNetworkError(details(0))]);
    const { delays, sleep } = recordingSleep();
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 2, retryDelayMs: 250 }), env(), { registry: { flaky: effect }, sleep });
    expect(outcome).toEqual({ ok: true, result: { done: 3 } });
    expect(calls()).toBe(3);
    expect(delays).toEqual([250, 250]);
  });

  it('gives up after the last retry with the last error as the cause', async () => {
    const last = new GatewayHttpError(details(500));
    const { effect, calls } = flaky([new GatewayHttpError(details(502)), last, new Error('never reached')]);
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 1 }), env(), { registry: { flaky: effect }, sleep: recordingSleep().sleep });
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
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 3 }), env(), { registry: { flaky: effect }, sleep: recordingSleep().sleep });
    expect(calls()).toBe(1);
    expect(!outcome.ok && outcome.error.cause).toBe(error);
  });

  it('retries a 409 (the same operation still running at the gateway)', async () => {
    const { effect, calls } = flaky([new GatewayHttpError(details(409))]);
    expect((await runEffect(request('flaky', { errorPage: 'x', retries: 1 }), env(), { registry: { flaky: effect }, sleep: recordingSleep().sleep })).ok).toBe(true);
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

  it('retries after a time-out, each attempt with its own fresh signal', async () => {
    const signals: AbortSignal[] = [];
    const registry: EffectRegistry = {
      slowThenFast: (_input, e) => {
        if (e.signal) signals.push(e.signal);
        return signals.length === 1 ? new Promise(() => undefined) : Promise.resolve('second time');
      },
    };
    const outcome = await runEffect(request('slowThenFast', { errorPage: 'x', timeoutMs: 20, retries: 1 }), env(), { registry, sleep: recordingSleep().sleep });
    expect(outcome).toEqual({ ok: true, result: 'second time' });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
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
    const outcome = await runEffect(request('hang', { errorPage: 'x', retries: 3 }), environment(fakeReferralClient(), { signal: controller.signal }), { registry });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.reason).toBe('aborted');
    expect(calls).toBe(1);
  });

  it('does not start when the caller has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    let calls = 0;
    const registry: EffectRegistry = { never: async () => void (calls += 1) };
    const outcome = await runEffect(request('never'), environment(fakeReferralClient(), { signal: controller.signal }), { registry });
    expect(!outcome.ok && outcome.error.reason).toBe('aborted');
    expect(calls).toBe(0);
  });

  it('waits between attempts with a real timer by default', async () => {
    const { effect, calls } = flaky([new GatewayHttpError(details(500))]);
    const started = Date.now();
    const outcome = await runEffect(request('flaky', { errorPage: 'x', retries: 1, retryDelayMs: 30 }), env(), { registry: { flaky: effect } });
    expect(outcome.ok).toBe(true);
    expect(calls()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
