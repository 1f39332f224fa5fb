import { describe, expect, it } from 'vitest';
import type { EffectRequest } from '../../src/engine';
import { EffectInputError, runEffect, type EffectRegistry } from '../../src/effects';
import { UndeclaredEffectInputError } from '../../src/effects/input-guard';
import { environment, fakeReferralClient } from './support/fake-client';

const request = (effect: string, input: Record<string, unknown>): EffectRequest => ({
  effect,
  input,
  storeAs: 'stored',
  onError: { errorPage: 'x' },
});

/** A stand-in under a declared name (repair.addNote takes workOrderId and text), so nothing reaches a gateway. */
function recording() {
  const seen: unknown[] = [];
  const registry: EffectRegistry = {
    'repair.addNote': async (input) => {
      seen.push(input);
      return 'noted';
    },
    'test.undeclared': async () => 'ran',
  };
  return { seen, registry };
}

describe('an effect called with an input it does not declare (development and tests)', () => {
  it('fails at once with a typed configuration error naming the effect and the input, never running the effect', async () => {
    const { seen, registry } = recording();
    const outcome = await runEffect(
      request('repair.addNote', { workOrderId: 'W1', text: 'No slot', isPetInHome: true }),
      environment(fakeReferralClient()),
      { registry },
    );
    expect(outcome.ok).toBe(false);
    const failure = !outcome.ok ? outcome.error : undefined;
    expect(failure).toMatchObject({ effect: 'repair.addNote', reason: 'failed', attempts: 0 });
    const cause = failure?.cause;
    expect(cause).toBeInstanceOf(UndeclaredEffectInputError);
    // An EffectInputError: a journey configuration error, never retried.
    expect(cause).toBeInstanceOf(EffectInputError);
    expect(cause).toMatchObject({
      effect: 'repair.addNote',
      inputs: ['isPetInHome'],
      key: 'isPetInHome',
      retryable: false,
    });
    expect((cause as Error).message).toBe(
      'effect repair.addNote has no input "isPetInHome" (schemas/effects/ declares what it takes; npm run journeys -- lint shows where)',
    );
    expect(seen).toEqual([]);
  });

  it('runs a call whose inputs are all declared, an effect without a declaration, and any call with checkInputs: false', async () => {
    const { seen, registry } = recording();
    const env = environment(fakeReferralClient());
    expect(
      await runEffect(request('repair.addNote', { workOrderId: 'W1', text: 'No slot' }), env, { registry }),
    ).toEqual({ ok: true, result: 'noted' });
    expect(await runEffect(request('test.undeclared', { anything: 1 }), env, { registry })).toEqual({
      ok: true,
      result: 'ran',
    });
    expect(
      await runEffect(request('repair.addNote', { workOrderId: 'W1', text: 'x', extra: 1 }), env, {
        registry,
        checkInputs: false,
      }),
    ).toEqual({ ok: true, result: 'noted' });
    expect(seen).toHaveLength(2);
  });
});
