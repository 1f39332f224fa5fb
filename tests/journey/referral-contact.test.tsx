// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileValidators } from './support/harness';
import {
  referralJourney,
  renderReferral,
  residentWithPhones,
  storeReferralDraftAtContact,
} from './support/render-referral';

let validatorFunctions: ValidatorFunctions;

beforeAll(async () => {
  validatorFunctions = (await compileValidators([referralJourney])).functions;
  await import('../../src/journey/journey-page');
});

afterEach(() => sessionStorage.clear());

async function noAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('the referral contact page', () => {
  it('shows the number on file, readably, in the choice and on the review and confirmation pages', async () => {
    const user = userEvent.setup();
    storeReferralDraftAtContact();
    const { router } = renderReferral('/ContactDetails', {
      validatorFunctions,
      resident: residentWithPhones(['07700900123']),
    });

    const group = await screen.findByRole('group', { name: 'Which phone number should we call?' });
    const stored = within(group).getByRole('radio', { name: 'Use 07700 900123, the number we have for you' });
    expect(within(group).getByRole('radio', { name: 'Another phone number' })).toBeInTheDocument();
    await noAxeViolations();

    await user.click(stored);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiryreview'));
    const row = (await screen.findByText('Phone number to call', { selector: 'dt' })).closest('div');
    expect(row).toHaveTextContent('Use 07700 900123, the number we have for you');

    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiryconfirmation'));
    expect(
      await screen.findByText(
        'What happens next: our financial inclusion team will call you on 07700 900123 within 2 working days.',
      ),
    ).toBeInTheDocument();
  });

  it('without a number on file asks straight for one, with no choice to make, and sends it', async () => {
    const user = userEvent.setup();
    storeReferralDraftAtContact();
    const { router, runEffect } = renderReferral('/ContactDetails', {
      validatorFunctions,
      resident: residentWithPhones([]),
    });

    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(screen.queryByRole('group', { name: 'Which phone number should we call?' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /number we have for you/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Another phone number' })).toBeNull();
    await noAxeViolations();

    await user.type(phone, '02079460000');
    await user.type(screen.getByRole('textbox', { name: 'Name of the person to ask for' }), 'Sam Jones');
    await user.click(screen.getByRole('radio', { name: 'Me' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiryreview'));

    await user.click(await screen.findByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiryconfirmation'));
    expect(runEffect.mock.calls.at(-1)?.[0].input).toMatchObject({
      phoneNumber: '02079460000',
      personName: 'Sam Jones',
      relationship: 'Customer',
    });
    expect(await screen.findByText(/will call you on 020 7946 0000 within 2 working days/)).toBeInTheDocument();
  });
});
