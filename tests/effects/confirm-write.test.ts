import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmWrite, WRITE_CHECK_DELAYS_MS } from '../../src/effects/confirm-write';
import { EffectFailure, EffectTimeoutError } from '../../src/effects/errors';
import { isOutcomeUnknown, OutcomeUnknownError } from '../../src/effects/outcome-unknown';
import { GatewayHttpError, GatewayNetworkError, GatewayTimeoutError } from '../../src/gateway';

// Issue 26 item 4: a case creation slower than the API time-out may still go through. It is checked by sending it
// again under the same operation key (which the gateway answers with the first result, never a second case), and a
// resident is told "failed" only when the gateway said so.
const details = (status: number) => ({
  status,
  title: 'x',
  errors: [],
  correlationId: 'c',
  method: 'POST',
  path: '/cases',
});
const timedOut = () => new GatewayTimeoutError(details(0));
const refused = (status: number) => new GatewayHttpError(details(status));
const CREATED = { caseIdentifier: 'CAS-1', caseReferenceNumber: 'CAS-1' };

/** A write answering each call in turn: an error to throw, or the result. */
function writeAnswering(...answers: unknown[]) {
  return vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
}

describe("what leaves a write's outcome unknown", () => {
  it('no answer, a dropped connection, the same operation still running (409) or a gateway time-out (504)', () => {
    for (const error of [
      timedOut(),
      new GatewayNetworkError(details(0)),
      refused(409),
      refused(504),
      new EffectTimeoutError(7000),
      new OutcomeUnknownError('x'),
    ]) {
      expect(isOutcomeUnknown(error)).toBe(true);
    }
    expect(isOutcomeUnknown(new EffectFailure('case.create', 'timeout', 1))).toBe(true);
    expect(isOutcomeUnknown(new EffectFailure('case.create', 'failed', 1, { cause: timedOut() }))).toBe(true);
  });

  it('not an answer of the gateway refusing it (by its contract nothing was written), nor a program error', () => {
    for (const error of [refused(500), refused(422), refused(400), refused(403), new Error('bug')])
      expect(isOutcomeUnknown(error)).toBe(false);
    expect(isOutcomeUnknown(new EffectFailure('case.create', 'failed', 1, { cause: refused(500) }))).toBe(false);
  });
});

describe('confirmWrite', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers at once when the write answers', async () => {
    const write = writeAnswering(CREATED);
    await expect(confirmWrite('case creation', write)).resolves.toEqual(CREATED);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it("a time-out is checked by the same call: the gateway's replay is the result", async () => {
    const write = writeAnswering(timedOut(), refused(409), CREATED);
    const result = confirmWrite('case creation', write);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual(CREATED);
    expect(write).toHaveBeenCalledTimes(3);
  });

  it("a refusal during the checks is the gateway's word: it is the failure", async () => {
    const write = writeAnswering(timedOut(), refused(500));
    const result = confirmWrite('case creation', write);
    const settled = expect(result).rejects.toMatchObject({ status: 500 });
    await vi.runAllTimersAsync();
    await settled;
  });

  it('still unknown after the last check: OutcomeUnknownError, never a plain failure', async () => {
    const write = writeAnswering(...Array.from({ length: 1 + WRITE_CHECK_DELAYS_MS.length }, timedOut));
    const result = confirmWrite('case creation', write);
    const settled = expect(result).rejects.toBeInstanceOf(OutcomeUnknownError);
    await vi.runAllTimersAsync();
    await settled;
    expect(write).toHaveBeenCalledTimes(1 + WRITE_CHECK_DELAYS_MS.length);
  });

  it("stops at once when its signal aborts (the effect's budget ran out): no further check", async () => {
    const controller = new AbortController();
    const write = writeAnswering(timedOut(), CREATED);
    const result = confirmWrite('case creation', write, controller.signal).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new EffectTimeoutError(7000));
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(EffectTimeoutError);
    expect(isOutcomeUnknown(error)).toBe(true);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
