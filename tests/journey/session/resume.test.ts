import { describe, expect, it } from 'vitest';
import {
  applyAnswers,
  computePath,
  enteredState,
  loadJourney,
  startsAnew,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
} from '../../../src/engine';
import { act, enter, enterJourney, type EffectOutcome, type JourneySession } from '../../../src/journey/session';
import { createSchemaValidator } from '../../engine/support/schema-validator';

// Resume from a saved draft (repairs.md §4, decision 0025), in a small journey shaped like the repair's: a question
// whose change clears the later answers, an assessment generated from data that a resume lands on at its first page,
// an optional photos page whose widget uploads while the resident is on it, a question after them, a summary that
// sends, and a page after the summary.
const document = {
  $schema: '../schemas/journey.schema.json',
  id: 'resume-test',
  version: 1,
  title: 'TEST_title',
  effects: {
    'draft.load': { description: 'Reads the draft.', storeAs: 'draft' },
    'questions.load': { description: 'Reads the assessment questions.', storeAs: 'questions' },
    'photo.upload': { description: 'Uploads a photo.' },
    'draft.send': { description: 'Sends the draft.', storeAs: 'sent' },
  },
  entry: {
    params: { draft: { description: 'The draft id.' } },
    effects: [{ effect: 'draft.load', input: { id: { var: 'effects.entry.draft' } }, onError: { ignore: true } }],
    answers: {
      choice: { var: 'effects.draft.choice' },
      description: { var: 'effects.draft.description' },
      photos: { var: 'effects.draft.photos' },
      'q_{item.id}': { var: 'effects.draft.assessment' },
      needs: { var: 'effects.draft.needs' },
    },
    fastForward: true,
    next: [{ to: 'choice' }],
  },
  steps: [
    {
      id: 'choice',
      route: '/r/choice',
      kind: 'question',
      title: 'TEST_choice_title',
      onExit: [{ effect: 'questions.load', onError: { ignore: true } }],
      fields: [
        {
          id: 'choice',
          schema: { type: 'string' },
          widget: 'radios',
          label: 'TEST_choice_label',
          clears: ['@later'],
          options: [
            { value: 'none', label: 'TEST_none' },
            { value: 'other', label: 'TEST_other' },
          ],
          validation: [{ rule: 'required', message: 'TEST_choice_required' }],
        },
      ],
      next: [{ to: 'description' }],
    },
    {
      id: 'description',
      route: '/r/description',
      kind: 'question',
      title: 'TEST_description_title',
      fields: [
        {
          id: 'description',
          schema: { type: 'string' },
          widget: 'textarea',
          label: 'TEST_description_label',
          validation: [{ rule: 'required', message: 'TEST_description_required' }],
        },
      ],
      next: [{ to: 'assessment' }],
    },
    {
      id: 'assessment',
      route: '/r/assessment/{key}',
      kind: 'question',
      title: 'TEST_assessment_title',
      landOnResume: true,
      generate: {
        forEach: 'effects.questions',
        groupBy: 'page',
        fields: [
          {
            field: {
              id: 'q_{item.id}',
              schema: { type: 'string' },
              widget: 'text',
              label: { text: '{item.id}' },
              validation: [{ rule: 'required', message: 'TEST_answer_all' }],
            },
          },
        ],
      },
      next: [{ to: 'photos' }],
    },
    {
      id: 'photos',
      route: '/r/photos',
      kind: 'question',
      title: 'TEST_photos_title',
      fields: [
        {
          id: 'photos',
          schema: { type: 'array', items: { type: 'string' } },
          widget: 'checkboxes',
          label: 'TEST_photos_label',
          options: [{ value: 'p1', label: 'TEST_p1' }],
          calls: {
            upload: {
              effect: 'photo.upload',
              input: { name: { var: 'call' } },
              onError: { message: 'TEST_upload_failed' },
            },
          },
        },
      ],
      next: [{ to: 'needs' }],
    },
    {
      id: 'needs',
      route: '/r/needs',
      kind: 'question',
      title: 'TEST_needs_title',
      fields: [
        {
          id: 'needs',
          schema: { type: 'boolean' },
          widget: 'yes-no',
          label: 'TEST_needs_label',
          validation: [{ rule: 'required', message: 'TEST_needs_required' }],
        },
      ],
      next: [{ to: 'summary' }],
    },
    {
      id: 'summary',
      route: '/r/summary',
      kind: 'check-answers',
      title: 'TEST_summary_title',
      onExit: [{ effect: 'draft.send', onError: { ignore: true } }],
      next: [{ to: 'booking' }],
    },
    {
      id: 'booking',
      route: '/r/booking',
      kind: 'question',
      title: 'TEST_booking_title',
      fields: [
        {
          id: 'slot',
          schema: { type: 'string' },
          widget: 'text',
          label: 'TEST_slot_label',
          validation: [{ rule: 'required', message: 'TEST_slot_required' }],
        },
      ],
      actions: { back: false, exit: false },
      next: [{ to: '@exit' }],
    },
  ],
  errorPages: {},
  exit: { to: '/home', clearDraft: true },
};

function load(doc: unknown = document): LoadedJourney {
  const result = loadJourney(doc, { validateSchema: createSchemaValidator() });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

const journey = load();
const QUESTIONS = [
  { id: 'a', page: 1 },
  { id: 'b', page: 2 },
];

/** The gateway stand-in: the draft as the entry reads it, the assessment's questions; every call kept. */
function gateway(draft: Record<string, unknown>) {
  const calls: EffectRequest[] = [];
  const runEffect = async (request: EffectRequest): Promise<EffectOutcome> => {
    calls.push(request);
    if (request.effect === 'draft.load') return { ok: true, result: draft };
    if (request.effect === 'questions.load') return { ok: true, result: QUESTIONS };
    return { ok: true, result: {} };
  };
  return { calls, runEffect };
}

const resume = (draft: Record<string, unknown>) =>
  enterJourney({ journey, state: enteredState({ draft: 'D1' }, {}), runEffect: gateway(draft).runEffect });

describe('resuming a draft by fast-forward', () => {
  it('lands on the assessment’s first page with every saved answer, having passed what it could after it', async () => {
    const { destination, state } = await resume({
      choice: 'none',
      description: 'Mould',
      assessment: { q_a: 'x', q_b: 'y', other: 'dropped' },
      needs: true,
    });
    expect(destination).toMatchObject({ kind: 'step', stepId: 'assessment/1', route: '/r/assessment/1' });
    // The generated fields' answers come from one object; ids the template cannot make are left out.
    expect(state.answers).toEqual({ choice: 'none', description: 'Mould', q_a: 'x', q_b: 'y', needs: true });
    // The pages after it stay passed: on the path, so their answers go with every save the resident makes from page 1.
    expect(state.completed).toEqual({
      choice: true,
      description: true,
      'assessment/1': true,
      'assessment/2': true,
      photos: true,
      needs: true,
    });
    expect(computePath(journey, state).onPathAnswers).toMatchObject({ q_a: 'x', q_b: 'y', needs: true });
  });

  it('lands on the assessment’s first page when a later page is still to answer', async () => {
    const { destination, state } = await resume({ choice: 'none', description: 'Mould', assessment: { q_a: 'x' } });
    expect(destination).toMatchObject({ kind: 'step', stepId: 'assessment/1' });
    expect(state.completed).toEqual({ choice: true, description: true, 'assessment/1': true });
  });

  describe('without an assessment to answer', () => {
    const { 'q_{item.id}': _assessment, ...answers } = document.entry.answers;
    const noAssessment = load({
      ...document,
      entry: { ...document.entry, answers },
      steps: document.steps
        .filter((step) => step.id !== 'assessment')
        .map((step) => (step.id === 'description' ? { ...step, next: [{ to: 'photos' }] } : step)),
    });
    const resumeWithout = (draft: Record<string, unknown>) =>
      enterJourney({
        journey: noAssessment,
        state: enteredState({ draft: 'D1' }, {}),
        runEffect: gateway(draft).runEffect,
      });

    it('passes the photos page the resident went past without adding any (an answer after it), to the first missing answer', async () => {
      const { destination, state } = await resumeWithout({ choice: 'none', description: 'Leak', needs: true });
      expect(destination).toMatchObject({ kind: 'step', stepId: 'summary' });
      expect(state.completed).toMatchObject({ photos: true, needs: true });
    });

    it('stops at the photos page the resident had not been past, with or without photos on it (saved on that page)', async () => {
      expect((await resumeWithout({ choice: 'none', description: 'Leak' })).destination).toMatchObject({
        stepId: 'photos',
      });
      const withPhotos = await resumeWithout({ choice: 'none', description: 'Leak', photos: ['p1'] });
      expect(withPhotos.destination).toMatchObject({ stepId: 'photos' });
      expect(withPhotos.state.answers.photos).toEqual(['p1']);
    });

    it('passes photos uploaded on a page the resident went past', async () => {
      const { destination, state } = await resumeWithout({
        choice: 'none',
        description: 'Leak',
        photos: ['p1'],
        needs: false,
      });
      expect(destination).toMatchObject({ stepId: 'summary' });
      expect(state.completed).toMatchObject({ photos: true, needs: true });
    });
  });

  it('lands on a step whose landOnResume condition holds, and goes on where it does not', async () => {
    const conditional = load({
      ...document,
      steps: document.steps.map((step) =>
        step.id === 'description'
          ? { ...step, landOnResume: { '===': [{ var: 'effects.draft.recheck' }, true] } }
          : step,
      ),
    });
    const run = (draft: Record<string, unknown>) =>
      enterJourney({
        journey: conditional,
        state: enteredState({ draft: 'D1' }, {}),
        runEffect: gateway(draft).runEffect,
      });
    expect((await run({ choice: 'none', description: 'Leak', recheck: true })).destination).toMatchObject({
      stepId: 'description',
    });
    expect((await run({ choice: 'none', description: 'Leak' })).destination).toMatchObject({ stepId: 'assessment/1' });
  });
});

describe('answers in a resumed journey', () => {
  const session = (state: JourneyState, stepId: string): JourneySession => ({
    state,
    page: { kind: 'step', stepId, route: `/r/${stepId}` },
    changeFrom: null,
    blocked: null,
  });

  it('a question the draft could not tell, answered now, clears none of the restored answers after it', async () => {
    const entered = await resume({ description: 'Leak', needs: true });
    expect(entered.destination).toMatchObject({ stepId: 'choice' });
    const { calls, runEffect } = gateway({});
    const outcome = await act({ journey, runEffect }, session(entered.state, 'choice'), {
      kind: 'continue',
      values: { choice: 'none' },
    });
    expect(outcome.session.state.answers).toMatchObject({ choice: 'none', description: 'Leak', needs: true });
    expect(calls.map((c) => c.effect)).toEqual(['questions.load']);
  });

  it('a restored answer changed clears the later ones, as its clears say', () => {
    const restored = applyAnswers(
      journey,
      { ...enteredState({ draft: 'D1' }, {}), answers: { choice: 'none', description: 'Leak', needs: true } },
      'choice',
      { choice: 'other' },
    );
    expect(restored.answers).toEqual({ choice: 'other' });
  });

  it('outside a resume a first answer clears the later answers as before (a question newly on the path)', () => {
    const fresh: JourneyState = {
      answers: { description: 'Leak', needs: true },
      context: {},
      effects: {},
      completed: {},
    };
    expect(applyAnswers(journey, fresh, 'choice', { choice: 'none' }).answers).toEqual({ choice: 'none' });
  });
});

describe('a journey whose answers were sent', () => {
  const sent: JourneyState = {
    answers: { choice: 'none', description: 'Leak', needs: true },
    context: {},
    effects: { questions: [] },
    completed: { choice: true, description: true, photos: true, needs: true, summary: true },
  };

  it('begins anew at any page before its summary (a new report), never at the summary or the pages after it', () => {
    expect(startsAnew(journey, sent, 'choice')).toBe(true);
    expect(startsAnew(journey, sent, 'needs')).toBe(true);
    expect(startsAnew(journey, sent, 'summary')).toBe(false);
    expect(startsAnew(journey, sent, 'booking')).toBe(false);
  });

  it('is never begun anew while in progress, or saved to come back to', () => {
    const inProgress: JourneyState = {
      ...sent,
      completed: { choice: true, description: true, photos: true, needs: true },
    };
    expect(startsAnew(journey, inProgress, 'choice')).toBe(false);
    expect(startsAnew(journey, { ...inProgress, answers: {}, completed: {} }, 'choice')).toBe(false);
  });
});

describe('an entry address', () => {
  it('takes a generated field’s answers only as an object by field id', async () => {
    const { runEffect } = gateway({ choice: 'none', assessment: 'not an object' });
    await expect(enter({ journey, runEffect }, {}, { draft: 'D1' })).rejects.toThrow(/generated pages/);
  });
});
