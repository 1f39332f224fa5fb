// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FINANCIAL_ENQUIRY_RULE,
  FINANCIAL_ENQUIRY_TOGGLE,
  financialEnquiryInputs,
} from '../../src/pages/home/financial-enquiry-rule';
import { evaluateRule } from '../../src/engine';
import rule from '../../rules/financial-enquiry-button.json';
import { customer, fakeAuth, fakeGateway, renderPortal, session } from '../app/support/fakes';

describe('the financial enquiry button rule (portal.md §6)', () => {
  // "Shown if the customer is not a catalyst customer and its toggle is true, or if the toggle is false."
  it.each([
    [false, true, true],
    [false, false, true],
    [true, false, true],
    [true, true, false],
    // Toggle not known (loading, or its call failed): everyone but a catalyst customer sees the button at once.
    [false, undefined, true],
    [true, undefined, false],
  ])('catalyst %s, toggle %s → shown %s', (catalyst, toggle, shown) => {
    expect(evaluateRule(FINANCIAL_ENQUIRY_RULE, rule, financialEnquiryInputs(catalyst, toggle))).toBe(shown);
  });
});

describe('the financial enquiry button on the home page', () => {
  beforeEach(() => sessionStorage.clear());

  const renderHome = (catalyst: boolean, toggle: boolean) => {
    const gateway = fakeGateway({ customer: customer({ catalyst }), toggles: { [FINANCIAL_ENQUIRY_TOGGLE]: toggle } });
    renderPortal('/customer360View', { auth: fakeAuth(session('C1')), gateway });
    return gateway;
  };

  it('leads a resident to the first page of the referral', async () => {
    const gateway = renderHome(false, true);
    const link = await screen.findByRole('link', { name: 'Ask for financial advice' });
    expect(link).toHaveAttribute('href', '/enquiryconsent');
    expect(screen.getByRole('region', { name: 'Help with money' })).toContainElement(link);
    expect(gateway.getToggle).toHaveBeenCalledWith(FINANCIAL_ENQUIRY_TOGGLE);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations).toEqual([]);
  });

  it('is offered to a catalyst customer when the toggle is off', async () => {
    renderHome(true, false);
    expect(await screen.findByRole('link', { name: 'Ask for financial advice' })).toBeInTheDocument();
  });

  it('is not offered to a catalyst customer when the toggle is on', async () => {
    const gateway = renderHome(true, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    await expect.poll(() => gateway.getToggle.mock.calls.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Ask for financial advice' })).not.toBeInTheDocument();
  });
});
