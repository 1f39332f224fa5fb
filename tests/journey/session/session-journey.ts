import { loadJourney, type EffectRequest, type LoadedJourney } from '../../../src/engine';
import type { EffectOutcome, SessionDeps, SessionEvent } from '../../../src/journey/session';
import { createSchemaValidator } from '../../engine/support/schema-validator';

/**
 * A small journey that has a little of everything the session moves through: a page that loads on entering, typing
 * rules, a block to confirm, exit effects that read each other's results, a change from the summary, an ending
 * whose message tells what its own effect did, Exit's three-way dialog and an error page.
 */
export const sessionJourneyDocument = {
  $schema: '../schemas/journey.schema.json',
  id: 'session-test',
  version: 1,
  title: 'TEST_title',
  effects: {
    'profile.load': { description: 'Loads the profile.', storeAs: 'profile' },
    'age.check': { description: 'Checks the age.', storeAs: 'check' },
    'draft.save': { description: 'Saves the draft, with the check.', storeAs: 'draft' },
    'draft.cancel': { description: 'Cancels the draft.' },
    'request.send': { description: 'Sends the request.', storeAs: 'sent' },
  },
  errorPages: { problem: { route: '/problem', message: 'TEST_problem' } },
  steps: [
    {
      id: 'name',
      route: '/t/name',
      kind: 'question',
      title: 'TEST_name_title',
      onEnter: [{ effect: 'profile.load', onError: { message: 'TEST_load_failed' } }],
      fields: [
        {
          id: 'name',
          schema: { type: 'string' },
          widget: 'text',
          label: 'TEST_name_label',
          normalise: ['trim'],
          validation: [
            { rule: 'required', message: 'TEST_name_required' },
            { rule: 'forbiddenCharacters', characters: '<>', strip: true, message: 'TEST_name_stripped' },
          ],
        },
      ],
      next: [{ to: 'age' }],
    },
    {
      id: 'age',
      route: '/t/age',
      kind: 'question',
      title: 'TEST_age_title',
      fields: [
        {
          id: 'age',
          schema: { type: 'number' },
          widget: 'text',
          label: 'TEST_age_label',
          validation: [{ rule: 'required', message: 'TEST_age_required' }],
        },
      ],
      blocking: [{ when: { '<': [{ var: 'answers.age' }, 18] }, message: 'TEST_young', mode: 'confirm-to-continue' }],
      onExit: [
        { effect: 'age.check', input: { age: { var: 'answers.age' } }, onError: { errorPage: 'problem' } },
        {
          effect: 'draft.save',
          input: { checked: { var: 'effects.check.ok' } },
          onError: { message: 'TEST_save_failed' },
        },
      ],
      actions: { saveAndExit: true },
      next: [{ to: 'summary' }],
    },
    {
      id: 'summary',
      route: '/t/summary',
      kind: 'check-answers',
      title: 'TEST_summary_title',
      next: [{ to: '@end:sent' }],
    },
  ],
  endings: {
    sent: {
      to: '/home',
      clearDraft: true,
      message: { key: 'TEST_sent', params: { ref: { var: 'effects.sent.ref' } } },
      effects: [
        { effect: 'request.send', input: { name: { var: 'answers.name' } }, onError: { errorPage: 'problem' } },
      ],
    },
  },
  exit: {
    to: '/home',
    confirm: 'TEST_exit_confirm',
    clearDraft: true,
    effects: [{ effect: 'draft.cancel', onError: { ignore: true } }],
  },
  saveAndExit: {
    to: '/home',
    message: 'TEST_saved',
    effects: [{ effect: 'draft.save', onError: { message: 'TEST_save_failed' } }],
  },
};

export function sessionJourney(document: unknown = sessionJourneyDocument): LoadedJourney {
  const result = loadJourney(document, { validateSchema: createSchemaValidator() });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

/** A stand-in gateway: every effect succeeds with a small result unless `fail` names it; calls and events are kept. */
export function fakeDeps(journey: LoadedJourney, fail: Record<string, unknown> = {}) {
  const calls: EffectRequest[] = [];
  const events: SessionEvent[] = [];
  const results: Record<string, unknown> = {
    'profile.load': { name: 'Alex' },
    'age.check': { ok: true },
    'draft.save': { id: 'D1' },
    'request.send': { ref: 'R-42' },
  };
  const deps: SessionDeps = {
    journey,
    runEffect: async (request): Promise<EffectOutcome> => {
      calls.push(request);
      if (Object.hasOwn(fail, request.effect)) return { ok: false, error: fail[request.effect] };
      return { ok: true, result: results[request.effect] ?? {} };
    },
    listen: (event) => events.push(event),
  };
  return { deps, calls, events };
}
