// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileValidators, renderJourneyRoutes, storeDraft, testJourney, TEST_JOURNEY_CODES } from './support/harness';

// Issue 13: what Continue will read (the repair's locations and reasons of the chosen asset) is asked for while the
// resident is still on the page, with the page's values as they stand; the test journey's details page saves the
// details on Continue (test.save), asked ahead here as if its answer were kept.
let validatorFunctions: ValidatorFunctions;

beforeAll(async () => {
  validatorFunctions = (await compileValidators([testJourney])).functions;
  await import('../../src/journey/journey-page');
});

afterEach(() => sessionStorage.clear());

function renderDetails(asksAhead?: (effect: string) => boolean) {
  storeDraft({ who: 'me' }, ['who']);
  return renderJourneyRoutes({
    journey: testJourney,
    path: '/test/details',
    validatorFunctions,
    extraMessageKeys: TEST_JOURNEY_CODES,
    ...(asksAhead ? { asksAhead } : {}),
  });
}

describe('reading ahead on a question page', () => {
  it("runs an exit effect asked ahead once the page's answers would pass, with those answers, before Continue", async () => {
    const user = userEvent.setup();
    const { runEffect, router } = renderDetails((effect) => effect === 'test.save');
    await user.type(await screen.findByRole('textbox', { name: 'What do you need help with?' }), 'A leak');
    // Not yet: "Is it urgent?" is not answered, so Continue would refuse.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runEffect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(
      () =>
        expect(runEffect).toHaveBeenCalledWith(
          expect.objectContaining({ effect: 'test.save', input: { details: 'A leak' } }),
        ),
      { timeout: 3000 },
    );
    expect(router.state.location.pathname).toBe('/test/details');

    // Continue still runs the effect itself (the gateway client answers it from what it kept) and goes on.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/access'));
    expect(runEffect).toHaveBeenCalledTimes(2);
  });

  it('runs nothing ahead for a runtime that asks nothing ahead', async () => {
    const user = userEvent.setup();
    const { runEffect } = renderDetails();
    await user.type(await screen.findByRole('textbox', { name: 'What do you need help with?' }), 'A leak');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runEffect).not.toHaveBeenCalled();
  });
});
