// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../locales/generated/en';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileValidators, renderJourneyRoutes } from '../journey/support/harness';

// repairs.md §5: when what the resident types matches no repair reason, Repair_Reason_NoMatch_Message shows and
// Continue is disabled, until the text matches again. The autocomplete reports it through options.onNoMatch.
const journey = {
  $schema: '../schemas/journey.schema.json',
  id: 'no-match',
  version: 1,
  title: 'Repair_journey_title',
  steps: [
    {
      id: 'reason',
      route: '/t/reason',
      kind: 'question',
      title: 'Repair_location_title',
      fields: [
        { id: 'place', schema: { type: 'string' }, widget: 'text', label: 'Repair_location_label' },
        {
          id: 'reason',
          schema: { type: 'string' },
          widget: 'autocomplete',
          label: 'Repair_reason_label',
          uiOptions: { noMatchMessage: 'Repair_Reason_NoMatch_Message' },
          options: [
            { value: 'tap', label: { text: 'Kitchen tap dripping' } },
            { value: 'sink', label: { text: 'Kitchen sink blocked' } },
          ],
          validation: [{ rule: 'required', message: 'SSR052' }],
        },
      ],
      next: [{ to: 'done' }],
    },
    { id: 'done', route: '/t/done', kind: 'outcome', title: 'Repair_details_title', next: [{ to: '@exit' }] },
  ],
  exit: { to: '/customer360View' },
};

let validatorFunctions: ValidatorFunctions;

beforeAll(async () => {
  validatorFunctions = (await compileValidators([journey])).functions;
  await import('../../src/journey/journey-page');
});

afterEach(() => sessionStorage.clear());

describe('a reason that matches nothing', () => {
  it('shuts Continue, described by the no-match message, until the text matches a reason again; a press says why', async () => {
    const user = userEvent.setup();
    const { router } = renderJourneyRoutes({ journey, path: '/t/reason', validatorFunctions });
    const input = await screen.findByRole('combobox', { name: 'What is the problem?' });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).not.toHaveAttribute('aria-disabled');

    await user.type(input, 'boiler');
    // Shut but focusable (aria-disabled), so a screen reader reaches it and hears why.
    expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    expect(continueButton).toBeEnabled();
    expect(continueButton).toHaveAccessibleDescription(/We cannot find a problem that matches/);
    // The message is in the page once (the live region's visible line), not three times.
    expect(screen.getAllByText(/We cannot find a problem that matches/)).toHaveLength(1);
    // Enter in another field submits the form; it must not get past the no-match either.
    await user.type(screen.getByRole('textbox', { name: 'Where is the problem?' }), 'Kitchen{Enter}');
    expect(router.state.location.pathname).toBe('/t/reason');
    // A press says why: the error summary links to the box, whose error is the message (not also repeated under it).
    await user.click(continueButton);
    expect(router.state.location.pathname).toBe('/t/reason');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /We cannot find a problem that matches/ })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/We cannot find a problem that matches/);

    await user.clear(input);
    await user.type(input, 'tap');
    expect(continueButton).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('option', { name: 'Kitchen tap dripping' }));
    await user.click(continueButton);
    expect(await screen.findByRole('heading', { name: 'Describe the problem' })).toBeInTheDocument();
  });

  it('the last Continue\'s "enter an answer" goes once the text typed matches nothing: the no-match message says what is wrong now', async () => {
    const user = userEvent.setup();
    renderJourneyRoutes({ journey, path: '/t/reason', validatorFunctions });
    const input = await screen.findByRole('combobox', { name: 'What is the problem?' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const required = en.SSR052;
    expect(within(await screen.findByRole('alert')).getByRole('link', { name: required })).toBeInTheDocument();
    await user.type(input, 'boiler');
    expect(screen.queryByText(required)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
