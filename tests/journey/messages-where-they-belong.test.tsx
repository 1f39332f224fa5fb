// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { en } from '../../locales/generated/en';
import { messageParts } from '../../src/engine';
import { compileValidators, Probe, renderJourneyRoutes } from './support/harness';

// Decision 0026: each message beside what it is about, life-safety advice as GOV.UK warning text with its steps as a
// list, errors that go once put right, and the heading a step asks for.
const journey = {
  $schema: '../../../schemas/journey.schema.json',
  id: 'messages-test',
  version: 1,
  title: { text: 'Messages test journey' },
  description: 'Where messages show.',
  exit: { to: '/customer360View', clearDraft: true },
  steps: [
    {
      id: 'problem',
      route: '/test-messages/problem',
      kind: 'question',
      title: { text: 'What needs repairing?' },
      fields: [
        {
          id: 'location',
          schema: { type: 'string' },
          widget: 'select',
          label: { text: 'Where is the problem?' },
          options: [
            { value: 'Kitchen', label: { text: 'Kitchen' } },
            { value: 'Hall', label: { text: 'Hall' } },
          ],
          validation: [{ rule: 'required', message: 'TEST_location_required' }],
        },
        {
          id: 'reason',
          schema: { type: 'string' },
          widget: 'radios',
          label: { text: 'What is the problem?' },
          options: [
            { value: 'gas', label: { text: 'Smell of gas' } },
            { value: 'socket', label: { text: 'Sparking socket' } },
            { value: 'tap', label: { text: 'Dripping tap' } },
          ],
          validation: [{ rule: 'required', message: 'TEST_reason_required' }],
        },
      ],
      blocking: [
        {
          when: { '===': [{ var: 'answers.reason' }, 'gas'] },
          message: 'E21',
          mode: 'disable-continue',
          field: 'reason',
          presentation: { as: 'warning', list: 'bulleted' },
        },
        {
          when: { '===': [{ var: 'answers.reason' }, 'socket'] },
          message: 'SSR037',
          mode: 'disable-continue',
          field: 'reason',
          presentation: { as: 'warning', list: 'numbered' },
        },
      ],
      next: [{ to: 'details' }],
    },
    {
      id: 'details',
      route: '/test-messages/details',
      kind: 'question',
      title: { text: 'Describe the problem' },
      fields: [
        {
          id: 'description',
          schema: { type: 'string' },
          widget: 'textarea',
          label: { text: 'Describe the problem' },
          validation: [
            { rule: 'forbiddenCharacters', characters: '&<>', strip: true, on: 'typing', message: 'TEST_removed' },
            { rule: 'required', message: 'TEST_details_required' },
          ],
        },
      ],
      warnings: [{ message: 'TEST_page_warning' }],
      next: [{ to: 'photos' }],
    },
    {
      id: 'photos',
      route: '/test-messages/photos',
      kind: 'question',
      title: { text: 'Add photos of the problem' },
      heading: 'title',
      fields: [{ id: 'photos', schema: { type: 'string' }, widget: 'text', label: { text: 'Photos (optional)' } }],
      next: [{ to: 'done' }],
    },
    {
      id: 'done',
      route: '/test-messages/done',
      kind: 'outcome',
      title: { text: 'Done' },
      actions: { back: false, exit: false },
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

/** Opens a step with the steps before it answered, as a resident who got there has them. */
function render(step: 'problem' | 'details' | 'photos') {
  const before = { problem: [], details: ['problem'], photos: ['problem', 'details'] }[step];
  const answers = { problem: { location: 'Kitchen', reason: 'tap' }, details: { description: 'Tap drips' } } as const;
  sessionStorage.setItem(
    `portal.journey.${journey.id}`,
    JSON.stringify({
      answers: Object.assign({}, ...before.map((id) => answers[id as keyof typeof answers])),
      completed: Object.fromEntries(before.map((id) => [id, true])),
      confirmations: {},
      effects: {},
    }),
  );
  return renderJourneyRoutes({
    journey,
    path: `/test-messages/${step}`,
    validatorFunctions,
    extraMessageKeys: [
      'TEST_location_required',
      'TEST_reason_required',
      'TEST_removed',
      'TEST_details_required',
      'TEST_page_warning',
    ],
    otherRoutes: [{ path: '/customer360View', element: <Probe name="Home" /> }],
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
/** `later` comes after `earlier` in the page's reading order. */
const follows = (earlier: Element, later: Element) =>
  (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** A phone-sized window, as matchMedia answers it (the test DOM has none: a wide screen). */
function onAPhone(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('life-safety advice', () => {
  it('shows the gas advice (E21) as warning text beside the answer, its steps a list and the number to call a tel: link', async () => {
    onTestFinished(onAPhone());
    const user = userEvent.setup();
    render('problem');
    const reason = await screen.findByRole('group', { name: 'What is the problem?' });
    await user.click(within(reason).getByRole('radio', { name: 'Smell of gas' }));

    const { lead, items } = messageParts(en.E21);
    expect(items.length).toBeGreaterThan(1);
    const warning = screen.getByText(lead).closest('.warning-text')!;
    expect(warning).not.toBeNull();
    expect(within(warning as HTMLElement).getByText(en.journey_warning_prefix)).toHaveClass('visually-hidden');
    const list = within(warning as HTMLElement).getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items);
    expect(within(warning as HTMLElement).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );

    // Beside the answer that brought it up: after the question, before Continue, which it describes and keeps shut.
    expect(follows(reason, warning)).toBe(true);
    expect(follows(warning, continueButton())).toBe(true);
    expect(follows(screen.getByRole('heading', { level: 1 }), warning)).toBe(true);
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAttribute('aria-describedby', 'journey-block');
    expect(warning).toHaveAttribute('id', 'journey-block');
  });

  it('shows the electrical emergency (SSR037) as warning text with numbered steps', async () => {
    const user = userEvent.setup();
    render('problem');
    await user.click(await screen.findByRole('radio', { name: 'Sparking socket' }));
    const { lead, items } = messageParts(en.SSR037);
    const warning = screen.getByText(lead).closest('.warning-text') as HTMLElement;
    const list = within(warning).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items);
    // On a wide screen the number is plain text.
    expect(within(warning).queryByRole('link')).toBeNull();
    // Another answer takes the advice away.
    await user.click(screen.getByRole('radio', { name: 'Dripping tap' }));
    expect(screen.queryByText(lead)).toBeNull();
    expect(continueButton()).toBeEnabled();
  });
});

describe('errors that are put right', () => {
  it('takes "Select where the problem is" away once a location is chosen, and the summary with the last one', async () => {
    const user = userEvent.setup();
    render('problem');
    // Both questions drawn (their widgets load lazily): the summary names the fields on the page.
    await screen.findByRole('radio', { name: 'Dripping tap' });
    await screen.findByRole('combobox', { name: 'Where is the problem?' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['TEST_location_required', 'TEST_reason_required']);
    expect(document.title).toMatch(/^Error: /);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Where is the problem?' }), 'Kitchen');
    await waitFor(() => expect(screen.queryAllByText('TEST_location_required')).toEqual([]));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['TEST_reason_required']);

    await user.click(screen.getByRole('radio', { name: 'Dripping tap' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByText('TEST_reason_required')).toBeNull();
    expect(document.title).not.toMatch(/^Error: /);
  });

  it("takes a description's error away as the resident types, and keeps the removal notice beside the box while they type", async () => {
    const user = userEvent.setup();
    render('details');
    const box = await screen.findByRole('textbox', { name: 'Describe the problem' });
    await user.click(continueButton());
    expect(await screen.findAllByText('TEST_details_required')).toHaveLength(2);
    await user.type(box, 'Tap & pipe');
    expect(screen.queryByText('TEST_details_required')).toBeNull();
    expect(box).toHaveValue('Tap  pipe');
    const notice = screen.getByText('TEST_removed');
    expect(follows(box, notice)).toBe(true);
    await user.type(box, 's');
    expect(screen.getByText('TEST_removed')).toBeInTheDocument();
    // Once the resident has left the box, the page's next change takes the notice away.
    await user.tab();
    expect(screen.getByText('TEST_removed')).toBeInTheDocument();
    await user.type(box, '.');
    await waitFor(() => expect(screen.queryByText('TEST_removed')).toBeNull());
  });
});

describe('where the messages of a page are', () => {
  it("puts nothing above the heading: the page's warning and typing notices come after the question it asks", async () => {
    const user = userEvent.setup();
    render('details');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Describe the problem' });
    const box = screen.getByRole('textbox', { name: 'Describe the problem' });
    await user.type(box, '<');
    for (const text of ['TEST_page_warning', 'TEST_removed']) {
      const message = screen.getByText(text);
      expect(follows(heading, message)).toBe(true);
      expect(follows(box, message)).toBe(true);
      expect(follows(message, continueButton())).toBe(true);
    }
    // The field's own notice is nearest the field, the page's after it.
    expect(follows(screen.getByText('TEST_removed'), screen.getByText('TEST_page_warning'))).toBe(true);
  });

  it('gives a step with "heading": "title" its title as the heading and the field its label', async () => {
    render('photos');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Add photos of the problem');
    expect(screen.getByRole('textbox', { name: 'Photos (optional)' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
