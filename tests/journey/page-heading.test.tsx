// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileValidators, Probe, renderJourneyRoutes } from './support/harness';

const question = 'Does anyone at the property have other needs?';

// A question with a follow-up it reveals, and a page of two questions of equal standing.
const journey = {
  $schema: '../../../schemas/journey.schema.json',
  id: 'heading-test',
  version: 1,
  title: { text: 'Heading test journey' },
  description: 'Which text is the page heading.',
  exit: { to: '/customer360View', clearDraft: true },
  steps: [
    {
      id: 'needs',
      route: '/test-heading/needs',
      kind: 'question',
      title: { text: 'Other needs' },
      hint: { text: 'We use this to plan the visit.' },
      fields: [
        {
          id: 'hasNeeds',
          schema: { type: 'boolean' },
          widget: 'yes-no',
          label: { text: question },
        },
        {
          id: 'needsText',
          schema: { type: 'string' },
          widget: 'textarea',
          label: { text: 'Tell us about their needs' },
          when: { '===': [{ var: 'answers.hasNeeds' }, true] },
        },
      ],
      next: [{ to: 'contact' }],
    },
    {
      id: 'contact',
      route: '/test-heading/contact',
      kind: 'question',
      title: { text: 'Your contact details' },
      fields: [
        { id: 'phone', schema: { type: 'string' }, widget: 'text', label: { text: 'Phone number' } },
        { id: 'email', schema: { type: 'string' }, widget: 'text', label: { text: 'Email address' } },
      ],
      next: [{ to: '@exit' }],
    },
  ],
};

let validatorFunctions: ValidatorFunctions;

beforeAll(async () => {
  validatorFunctions = (await compileValidators([journey])).functions;
  await import('../../src/journey/journey-page');
});

afterEach(() => sessionStorage.clear());

const render = (path: string) =>
  renderJourneyRoutes({
    journey,
    path,
    validatorFunctions,
    otherRoutes: [{ path: '/customer360View', element: <Probe name="Home" /> }],
  });

describe('the page heading', () => {
  it('stays the question when the follow-up it reveals appears, and the question is not repeated', async () => {
    const user = userEvent.setup();
    render('/test-heading/needs');
    expect(await screen.findByRole('heading', { level: 1, name: question })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: 'Tell us about their needs' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([question]);
    expect(screen.getAllByText(question)).toHaveLength(1);
  });

  it("reads the step's hint under the question that is the heading, as its hint", async () => {
    render('/test-heading/needs');
    const heading = await screen.findByRole('heading', { level: 1, name: question });
    const hint = screen.getByText('We use this to plan the visit.');
    expect(heading.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('group', { name: question })).toHaveAccessibleDescription('We use this to plan the visit.');
  });

  it("is the step's title on a page of several questions", async () => {
    sessionStorage.setItem(
      'portal.journey.heading-test',
      JSON.stringify({ answers: { hasNeeds: false }, completed: { needs: true }, confirmations: {}, effects: {} }),
    );
    render('/test-heading/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your contact details' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
