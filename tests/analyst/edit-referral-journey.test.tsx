// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, beforeEach } from 'vitest';
import { loadJourney } from '../../src/engine';
import { createSchemaValidator } from '../engine/support/schema-validator';
import { compileValidators } from '../journey/support/harness';
import { referralJourney, renderReferral, residentWithPhones } from '../journey/support/render-referral';

// The promise to analysts: a journey changes by editing its JSON only. These tests edit copies of the real
// journeys/referral.json the way an analyst would, then check the portal's runtime shows the change, with the
// validators compiled from the edited JSON exactly as the build (and the dev server's hot reload) does.
interface JourneyStep {
  id: string;
  route: string;
  fields?: unknown[];
  next?: unknown;
}
interface JourneyDocument {
  id: string;
  steps: JourneyStep[];
}

function editedReferral(edit: (journey: JourneyDocument) => void): JourneyDocument {
  const journey = structuredClone(referralJourney) as unknown as JourneyDocument;
  edit(journey);
  return journey;
}

function expectLoads(journey: unknown): void {
  const result = loadJourney(journey, { validateSchema: createSchemaValidator() });
  expect(result.ok ? [] : result.problems).toEqual([]);
}

beforeEach(() => sessionStorage.clear());

describe('an analyst edits the referral journey in JSON', () => {
  it('adds a question to the first page, and residents are asked it', async () => {
    const journey = editedReferral((j) => {
      const consent = j.steps.find((s) => s.id === 'consent');
      consent?.fields?.push({
        id: 'bestTimeToCall',
        schema: { type: 'string' },
        widget: 'radios',
        label: { text: 'When is the best time to call you?' },
        options: [
          { value: 'morning', label: { text: 'In the morning' } },
          { value: 'afternoon', label: { text: 'In the afternoon' } },
        ],
        validation: [{ rule: 'required', message: 'Financial_FI017a' }],
      });
    });
    expectLoads(journey);
    const { functions } = await compileValidators([journey]);
    renderReferral('/enquiryconsent', {
      validatorFunctions: functions,
      resident: residentWithPhones(['07700900101']),
      journey,
    });

    const question = await screen.findByRole('group', { name: 'When is the best time to call you?' });
    expect(question).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The new question is required, so the resident cannot go on without it.
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'In the afternoon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What do you need help with?' })).toBeVisible();
  });

  it('reorders the pages: the details come before the reasons', async () => {
    const journey = editedReferral((j) => {
      const byId = Object.fromEntries(j.steps.map((s) => [s.id, s]));
      const { consent, reasons, details } = byId;
      consent!.next = [{ to: 'details' }];
      details!.next = [{ to: 'reasons' }];
      reasons!.next = [{ to: 'contact' }];
      j.steps = ['consent', 'details', 'reasons', 'contact', 'review', 'confirmation'].map((id) => byId[id]!);
    });
    expectLoads(journey);
    const { functions } = await compileValidators([journey]);
    renderReferral('/enquiryconsent', {
      validatorFunctions: functions,
      resident: residentWithPhones(['07700900101']),
      journey,
    });

    await userEvent.click(await screen.findByRole('radio', { name: 'Myself' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: 'Tell us more about what you need help with' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
