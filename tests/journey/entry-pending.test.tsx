// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EffectOutcome } from '../../src/journey/session';
import { compileValidators, renderJourneyRoutes, TEST_JOURNEY_CODES, testJourney } from './support/harness';

// An entry whose effect is slow says what it is waiting for, as the page does for the same effect after a Continue:
// the appointment journey's entry shows SSR061 while the availability loads (repairs.md §4 "Scheduler").
let validatorFunctions: ValidatorFunctions;
beforeAll(async () => {
  validatorFunctions = (await compileValidators([testJourney])).functions;
  // The journey page is a lazy route: loaded once here so the test times the entry, not the import.
  await import('../../src/journey/journey-page');
});
afterEach(() => sessionStorage.clear());

const journeyWithSlowEntry = {
  ...testJourney,
  entry: {
    description: 'Loads what the first page needs, slowly.',
    params: { who: { description: 'me or other.', values: ['me', 'other'] } },
    effects: [
      {
        effect: 'test.save',
        input: { who: { var: 'effects.entry.who' } },
        pending: { message: 'SSR061', afterMs: 20 },
        onError: { errorPage: 'failed' },
      },
    ],
    next: [{ to: 'who' }],
  },
};

function deferred() {
  let resolve!: (outcome: EffectOutcome) => void;
  const promise = new Promise<EffectOutcome>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('entering a journey whose entry effect is slow', () => {
  it("shows the effect's pending message after its delay, then the page the entry leads to", async () => {
    const loading = deferred();
    renderJourneyRoutes({
      journey: journeyWithSlowEntry,
      path: '/test/who?who=me',
      validatorFunctions,
      extraMessageKeys: TEST_JOURNEY_CODES,
      runEffect: () => loading.promise,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Loading available appointments…')).toHaveAttribute('role', 'status');
    loading.resolve({ ok: true, result: {} });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading available appointments…')).not.toBeInTheDocument();
  });
});
