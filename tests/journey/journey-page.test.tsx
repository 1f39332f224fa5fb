// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileValidators, renderJourney, storeDraft, testJourney } from './support/harness';

let validatorFunctions: ValidatorFunctions;

beforeAll(async () => {
  validatorFunctions = (await compileValidators([testJourney])).functions;
  // The route's code is lazy; load it once here so the first test does not wait for the module graph.
  await import('../../src/journey/journey-page');
});

afterEach(() => sessionStorage.clear());

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('a question step', () => {
  it('shows its one question as the h1, in the legend of a fieldset, in a form the browser does not validate', async () => {
    const { container } = renderJourney('/test/who', { validatorFunctions });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Who is the enquiry for?' });
    expect(heading.closest('legend')).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Who is the enquiry for?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    expect(container.querySelector('[required]')).toBeNull();
    expect(container.textContent).not.toContain('*');
    expect(screen.getByText('Step 1 of about 4')).toBeInTheDocument();
  });

  it('on an empty Continue shows the GOV.UK error summary, focused, linking to the field, with "Error: " in the title', async () => {
    const user = userEvent.setup();
    renderJourney('/test/who', { validatorFunctions });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    const link = within(summary).getByRole('link', { name: 'TEST_who_required' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target).toBe(screen.getByRole('radio', { name: 'Myself' }));
    expect(document.title).toMatch(/^Error: Who is it for/);
    const group = screen.getByRole('group', { name: 'Who is the enquiry for?' });
    expect(within(group).getByText('TEST_who_required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Myself' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(link);
    expect(screen.getByRole('radio', { name: 'Myself' })).toHaveFocus();

    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('goes on by the journey routes after a valid Continue, and Back follows the path', async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/test/who', { validatorFunctions });
    await user.click(await screen.findByRole('radio', { name: 'Myself' }));
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us more' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/who'));
    expect(await screen.findByRole('radio', { name: 'Myself' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Someone else' }));
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/name'));
  });

  it('sends a deep link to a later step to the first step not yet answered', async () => {
    storeDraft({ who: 'me' }, ['who']);
    const { router } = renderJourney('/test/review', { validatorFunctions });
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us more' })).toBeInTheDocument();
  });

  it('keeps everything over a reload: the draft lives in sessionStorage', async () => {
    const user = userEvent.setup();
    const first = renderJourney('/test/who', { validatorFunctions });
    await user.click(await screen.findByRole('radio', { name: 'Someone else' }));
    await user.click(continueButton());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/test/name'));
    first.unmount();

    renderJourney('/test/name', { validatorFunctions });
    expect(await screen.findByRole('heading', { level: 1, name: 'What is their name?' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Someone else' })).toBeChecked();
  });

  it('keeps text typed on a page but not yet continued over a reload, and forgets it once continued', async () => {
    const user = userEvent.setup();
    storeDraft({ who: 'other' }, ['who']);
    const first = renderJourney('/test/name', { validatorFunctions });
    await user.type(await screen.findByRole('textbox', { name: 'What is their name?' }), 'Sam Jones');
    first.unmount();

    const second = renderJourney('/test/name', { validatorFunctions });
    expect(await screen.findByRole('textbox', { name: 'What is their name?' })).toHaveValue('Sam Jones');
    await user.click(continueButton());
    await waitFor(() => expect(second.router.state.location.pathname).not.toBe('/test/name'));
    expect(Object.keys(sessionStorage).filter((key) => key.includes('.page.'))).toEqual([]);
  });
});

describe('blocking outcomes', () => {
  it('disables Continue with its message while the blocking answer is chosen', async () => {
    const user = userEvent.setup();
    storeDraft({ who: 'me', details: 'Help', urgent: 'no' }, ['who', 'details']);
    renderJourney('/test/access', { validatorFunctions });
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('TEST_no_access')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByText('TEST_no_access')).toBeNull();
  });

  it('needs a second Continue on a confirm-to-continue answer', async () => {
    const user = userEvent.setup();
    storeDraft({ who: 'me' }, ['who']);
    const { router, runEffect } = renderJourney('/test/details', { validatorFunctions });
    await user.type(await screen.findByRole('textbox', { name: 'What do you need help with?' }), 'A leak');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(continueButton());
    expect(await screen.findByText('TEST_urgent_block')).toBeInTheDocument();
    expect(screen.getByText('Press Continue again to go on.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test/details');
    expect(runEffect).not.toHaveBeenCalled();

    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/access'));
    expect(runEffect).toHaveBeenCalledWith(
      expect.objectContaining({ effect: 'test.save', input: { details: 'A leak' } }),
    );
  });
});

describe('effects', () => {
  it('sends the resident to the journey error page with the message code when an effect fails', async () => {
    const user = userEvent.setup();
    storeDraft({ who: 'me' }, ['who']);
    const { router } = renderJourney('/test/details', {
      validatorFunctions,
      runEffect: async () => ({ ok: false, error: new Error('gateway down') }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'What do you need help with?' }), 'A leak');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairJourneyErrorPage'));
    expect(router.state.location.state).toEqual({ from: '/test/details', messageKey: 'TEST_save_failed' });
  });

  it('submits once however often Continue is pressed while the effect runs', async () => {
    const user = userEvent.setup();
    storeDraft({ who: 'me' }, ['who']);
    let finish: () => void = () => undefined;
    const { router, runEffect } = renderJourney('/test/details', {
      validatorFunctions,
      runEffect: () =>
        new Promise((resolve) => {
          finish = () => resolve({ ok: true, result: {} });
        }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'What do you need help with?' }), 'A leak');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.dblClick(continueButton());
    await user.click(continueButton());
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/access'));
    expect(runEffect).toHaveBeenCalledTimes(1);
  });
});

describe('check answers', () => {
  const answered = () =>
    storeDraft({ who: 'me', details: 'A leak', urgent: 'no', access: 'yes' }, ['who', 'details', 'access'], {
      effects: { saved: {} },
    });

  it('lists the answers with Change links that return to the summary at that row', async () => {
    const user = userEvent.setup();
    answered();
    const { router } = renderJourney('/test/review', { validatorFunctions });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.getByText('Who is the enquiry for?', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Myself')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Change Who is the enquiry for?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/who'));
    expect(router.state.location.search).toContain('returnTo=review');
    await user.click(await screen.findByRole('radio', { name: 'Someone else' }));
    await user.click(continueButton());

    // Only the step the change made necessary, then straight back to the summary.
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/name'));
    await user.type(await screen.findByRole('textbox', { name: 'What is their name?' }), 'Sam');
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/review'));
    expect(router.state.location.hash).toBe('#answer-who');
    expect(await screen.findByText('Someone else')).toBeInTheDocument();
    expect(screen.getByText('Sam')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Change Who is the enquiry for?' })).toHaveFocus());
  });

  it('ends on the outcome page, and Finish leaves the journey and clears the draft', async () => {
    const user = userEvent.setup();
    answered();
    const { router } = renderJourney('/test/review', { validatorFunctions });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/done'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry sent' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(sessionStorage.getItem(`portal.journey.${testJourney.id}`)).toBeNull();
  });
});
