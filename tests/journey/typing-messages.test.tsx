// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerMessages } from '../../src/shared/i18n';
import { compileValidators, Probe, renderJourneyRoutes } from './support/harness';

// A page with the two kinds of typing rule: one that refuses (a name with a digit) and ones that change the text
// (characters removed, text cut at its limit).
const journey = {
  $schema: '../../../schemas/journey.schema.json',
  id: 'typing-test',
  version: 1,
  title: { text: 'Typing test journey' },
  description: 'Messages shown while typing.',
  exit: { to: '/customer360View', clearDraft: true },
  steps: [
    {
      id: 'contact',
      route: '/test-typing/contact',
      kind: 'question',
      title: { text: 'Contact' },
      fields: [
        {
          id: 'name',
          schema: { type: 'string' },
          widget: 'text',
          label: { text: 'Their name' },
          validation: [
            {
              rule: 'allowedCharacters',
              classes: ['letters', 'spaces'],
              on: 'typing',
              message: 'TEST_name_characters',
            },
          ],
        },
        {
          id: 'details',
          schema: { type: 'string' },
          widget: 'textarea',
          label: { text: 'Details' },
          uiOptions: { characterCount: 10 },
          validation: [
            { rule: 'forbiddenCharacters', characters: '$<>', strip: true, on: 'typing', message: 'TEST_removed' },
            { rule: 'maxLength', value: 10, strip: true, on: 'typing', message: 'TEST_too_long' },
          ],
        },
        {
          id: 'notes',
          schema: { type: 'string' },
          widget: 'textarea',
          label: { text: 'Notes' },
          uiOptions: { characterCount: 12 },
          validation: [{ rule: 'maxLength', value: 12, strip: true, on: 'typing', message: 'TEST_notes_limit' }],
        },
      ],
      next: [{ to: 'done' }],
    },
    {
      id: 'done',
      route: '/test-typing/done',
      kind: 'outcome',
      title: { text: 'Done' },
      actions: { back: false, exit: false },
      next: [{ to: '@exit' }],
    },
  ],
};

let validatorFunctions: ValidatorFunctions;

beforeAll(async () => {
  registerMessages({ TEST_notes_limit: 'Notes must be {max} characters or fewer' });
  validatorFunctions = (await compileValidators([journey])).functions;
  await import('../../src/journey/journey-page');
});

afterEach(() => sessionStorage.clear());

function render() {
  return renderJourneyRoutes({
    journey,
    path: '/test-typing/contact',
    validatorFunctions,
    extraMessageKeys: ['TEST_name_characters', 'TEST_removed', 'TEST_too_long', 'TEST_notes_limit'],
    otherRoutes: [{ path: '/customer360View', element: <Probe name="Home" /> }],
  });
}

describe('messages while typing', () => {
  it("shows a refusing rule's message while the text breaks it, and takes it away once it does not", async () => {
    const user = userEvent.setup();
    render();
    const name = await screen.findByRole('textbox', { name: 'Their name' });
    await user.type(name, 'Sam 2');
    await waitFor(() => expect(screen.getByText('TEST_name_characters')).toBeInTheDocument());
    await user.type(name, '{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryByText('TEST_name_characters')).toBeNull());
    expect(name).toHaveValue('Sam');
  });

  it('says so when text is cut at its limit, and keeps saying it after the next keystroke', async () => {
    const user = userEvent.setup();
    render();
    const details = await screen.findByRole('textbox', { name: 'Details' });
    await user.type(details, 'Leak in the roof');
    expect(details).toHaveValue('Leak in th');
    expect(screen.getByText('TEST_too_long')).toBeInTheDocument();
    await user.type(details, '{Backspace}');
    expect(screen.getByText('TEST_too_long')).toBeInTheDocument();
  });

  it('words the notice of a cut with the rule\'s limit (issue 27: it read "{max}")', async () => {
    const user = userEvent.setup();
    render();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Ring the bell twice');
    expect(notes).toHaveValue('Ring the bel');
    expect(screen.getByText('Notes must be 12 characters or fewer')).toBeInTheDocument();
    expect(screen.queryByText(/\{max\}/)).toBeNull();
  });

  it('says once that characters were removed, however often they are typed', async () => {
    const user = userEvent.setup();
    render();
    const details = await screen.findByRole('textbox', { name: 'Details' });
    await user.type(details, 'a$b<c');
    expect(details).toHaveValue('abc');
    expect(screen.getAllByText('TEST_removed')).toHaveLength(1);
  });
});
