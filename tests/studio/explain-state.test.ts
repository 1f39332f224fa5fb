import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJourney, type JourneyState, type LoadedJourney } from '../../src/engine';
import { explainState } from '../../src/studio/explain-state';
import { journey, validateSchema } from '../engine/support/journeys';

function load(id: string): LoadedJourney {
  const result = loadJourney(
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'journeys', `${id}.json`), 'utf8')),
    { validateSchema },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.journey;
}

const referral = load('referral');
const context = {
  customer: { name: 'Alex Morgan', phoneNumber: '07700900101' },
  property: { id: 'p1', tenancyId: 't1' },
};
const state = (answers: Record<string, unknown>, effects: Record<string, unknown> = {}): JourneyState => ({
  answers,
  context,
  effects,
});
const REASONS = {
  referralReasons: [
    { id: '1', text: 'Debt' },
    { id: '2', text: 'Benefits' },
  ],
};

describe('the path a preview state takes', () => {
  it('stops at the first step without answers, with the errors its Continue would show', () => {
    const explained = explainState(referral, state({}));
    expect(explained.steps.map((step) => [step.id, step.route])).toEqual([['consent', '/enquiryconsent']]);
    expect(explained.steps[0]?.messages).toEqual([{ code: 'Financial_FI017a', kind: 'error' }]);
    expect(explained.stop).toEqual({ kind: 'needs-answers', stepId: 'consent' });
  });

  it('walks every step the answers and results carry it through, to the outcome page', () => {
    const explained = explainState(
      referral,
      state(
        {
          referralFor: 'Myself',
          referralReasons: ['1'],
          referralDetails: 'I have fallen behind with my rent.',
          contactChoice: 'stored',
        },
        REASONS,
      ),
    );
    expect(explained.steps.map((step) => step.id)).toEqual([
      'consent',
      'reasons',
      'details',
      'contact',
      'review',
      'confirmation',
    ]);
    expect(explained.steps.every((step) => step.messages.length === 0)).toBe(true);
    expect(explained.stop).toEqual({ kind: 'outcome', stepId: 'confirmation' });
  });

  it('stops where an answer is wrong, naming the message', () => {
    const explained = explainState(
      referral,
      state({ referralFor: 'Myself', referralReasons: ['1'], referralDetails: '' }, REASONS),
    );
    expect(explained.stop).toEqual({ kind: 'needs-answers', stepId: 'details' });
    expect(explained.steps.at(-1)?.messages.map((message) => message.code)).toEqual(['Financial_FI005']);
  });
});

describe('the path through blocks', () => {
  const branching = journey('branching');
  const base = {
    propertyId: 'P1',
    area: 'Block',
    emergency: 'access',
    description: 'The door entry phone is broken.',
    vulnerable: false,
    covid: false,
    contactName: 'Alex',
  };

  it('confirms a confirm-to-continue block, as the second Continue does, and shows it as a warning', () => {
    const explained = explainState(branching, {
      answers: { ...base, duplicate: 'existing' },
      context: { toggles: {} },
      effects: {},
    });
    expect(explained.steps.find((step) => step.id === 'duplicate')?.messages).toEqual([
      { code: 'SSR075a', kind: 'warning' },
    ]);
    expect(explained.steps.map((step) => step.id)).toContain('summary');
  });

  it('stops at a block that keeps the resident on the page', () => {
    const explained = explainState(branching, {
      answers: { ...base, emergency: 'noAccess' },
      context: { toggles: {} },
      effects: {},
    });
    expect(explained.stop).toEqual({ kind: 'blocked', stepId: 'emergency' });
    expect(explained.steps.at(-1)?.messages).toEqual([{ code: 'SSR068', kind: 'block' }]);
  });
});
