import { describe, expect, it } from 'vitest';
import {
  applyAnswers,
  canVisit,
  computePath,
  confirmBlocking,
  findStepByRoute,
  nextStep,
  previousStep,
  progress,
  recordEffectResult,
} from '../../src/engine';
import { answer, answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const repair = journey('branching');
const oneProperty = {
  properties: [{ id: 'p1', address: '1 High Street' }],
  toggles: { isDMCEnabledMyPb: 'true', isCovidQuestionRequired: 'true' },
  today: '2025-11-03',
};
const start = state({ context: oneProperty });

describe('the path (branching journey)', () => {
  it('skips the property step when there is one property', () => {
    expect(computePath(repair, start)).toMatchObject({ steps: ['area'], current: 'area', complete: false, end: null });
  });

  it('asks for the property when there are several', () => {
    const several = state({
      context: {
        ...oneProperty,
        properties: [
          { id: 'p1', address: 'a' },
          { id: 'p2', address: 'b' },
        ],
      },
    });
    expect(computePath(repair, several).steps).toEqual(['property']);
  });

  it.each([
    ['access', ['area', 'emergency', 'duplicate']],
    ['appointment', ['area', 'emergency', 'details']],
  ])('after emergency "%s" the path is %j', (emergency, steps) => {
    const s = answerAll(repair, start, [
      ['area', { area: 'Property' }],
      ['emergency', { emergency }],
    ]);
    expect(computePath(repair, s).steps).toEqual(steps);
    expect(nextStep(repair, s, 'emergency')).toEqual({
      kind: 'step',
      stepId: steps[2],
      route: steps[2] === 'duplicate' ? '/duplicaterepair' : '/repairadditionaldetails',
    });
  });

  it('stops at the first step whose answers are missing or invalid', () => {
    const s = answerAll(repair, start, [
      ['area', { area: 'Property' }],
      ['emergency', {}],
    ]);
    expect(computePath(repair, s).current).toBe('emergency');
  });

  it('passes through skipped steps to the next one on the path', () => {
    const s = answerAll(repair, start, [
      ['area', { area: 'Block' }],
      ['emergency', { emergency: 'appointment' }],
    ]);
    // Block: no damp check, no vulnerability, no covid.
    expect(nextStep(repair, s, 'details')).toMatchObject({ stepId: 'contact' });
  });

  it('leaves the journey by a way-out route once complete', () => {
    const done = answerAll(repair, start, [
      ['area', { area: 'Block' }],
      ['emergency', { emergency: 'appointment' }],
      ['details', { description: 'Leak' }],
      ['contact', { contactName: 'Sam' }],
      ['summary'],
    ]);
    expect(computePath(repair, done)).toMatchObject({ current: 'done', complete: true });
    const scheduled = recordEffectResult(done, 'submitted', { schedule: true });
    expect(computePath(repair, scheduled)).toMatchObject({
      current: 'summary',
      complete: true,
      end: { kind: 'route', route: '/appointmentscheduler' },
    });
  });
});

describe('back', () => {
  const viaDuplicate = (area: string) =>
    answerAll(repair, start, [
      ['area', { area }],
      ['emergency', { emergency: 'access' }],
    ]);

  it('follows an explicit back route where the journey defines one', () => {
    expect(previousStep(repair, viaDuplicate('Property'), 'duplicate')).toMatchObject({ stepId: 'emergency' });
    expect(previousStep(repair, viaDuplicate('Block'), 'duplicate')).toMatchObject({ stepId: 'area' });
  });

  it('otherwise goes to the previous step on the path, never a skipped one', () => {
    const s = answerAll(repair, start, [
      ['area', { area: 'Block' }],
      ['emergency', { emergency: 'appointment' }],
      ['details', { description: 'x' }],
    ]);
    expect(previousStep(repair, s, 'contact')).toMatchObject({ stepId: 'details' });
    expect(previousStep(repair, s, 'details')).toMatchObject({ stepId: 'emergency' });
    expect(previousStep(repair, s, 'area')).toBeNull();
  });
});

describe('canVisit', () => {
  it('allows steps on the path and redirects deep links to the first incomplete step', () => {
    const s = answer(repair, start, 'area', { area: 'Property' });
    expect(canVisit(repair, s, 'area')).toEqual({ allowed: true });
    expect(canVisit(repair, s, 'emergency')).toEqual({ allowed: true });
    expect(canVisit(repair, s, 'contact')).toEqual({
      allowed: false,
      redirect: { kind: 'step', stepId: 'emergency', route: '/repairemergency' },
    });
    expect(canVisit(repair, s, 'no-such-step')).toMatchObject({ allowed: false });
  });

  it("redirects to a skipped step's successor rather than showing it", () => {
    expect(canVisit(repair, start, 'property')).toMatchObject({ allowed: false, redirect: { stepId: 'area' } });
  });
});

describe('progress', () => {
  it('estimates the total from the answers so far and updates it honestly', () => {
    expect(progress(repair, start, 'area')).toEqual({ stepNumber: 1, estimatedTotal: 5 });
    const property = answer(repair, start, 'area', { area: 'Property' });
    // Property adds the damp check, vulnerability and covid questions.
    expect(progress(repair, property, 'emergency')).toEqual({ stepNumber: 2, estimatedTotal: 8 });
    expect(progress(repair, property, 'area')).toEqual({ stepNumber: 1, estimatedTotal: 8 });
  });
});

describe('blocking outcomes', () => {
  const atEmergency = answer(repair, start, 'area', { area: 'Property' });

  it('disable-continue keeps the path at the step', () => {
    const s = answer(repair, atEmergency, 'emergency', { emergency: 'noAccess' });
    expect(computePath(repair, s).current).toBe('emergency');
  });

  it('confirm-to-continue needs a second Continue, and a changed answer needs it again', () => {
    const s = answerAll(repair, atEmergency, [
      ['emergency', { emergency: 'access' }],
      ['duplicate', { duplicate: 'existing' }],
    ]);
    expect(computePath(repair, s).current).toBe('duplicate');
    const confirmed = confirmBlocking(repair, s, 'duplicate');
    expect(computePath(repair, confirmed).current).toBe('details');
    const changedBack = applyAnswers(
      repair,
      applyAnswers(repair, confirmed, 'duplicate', { duplicate: 'none' }),
      'duplicate',
      { duplicate: 'existing' },
    );
    expect(computePath(repair, changedBack).current).toBe('duplicate');
  });

  it('stop keeps the resident at the covid question', () => {
    const s = answerAll(repair, atEmergency, [
      ['emergency', { emergency: 'appointment' }],
      ['details', { description: 'x' }],
      ['damp-check', { dampMould: false }],
      ['vulnerability', { vulnerable: false }],
      ['covid', { covid: true }],
    ]);
    expect(computePath(repair, s).current).toBe('covid');
  });
});

describe('generated damp and mould pages', () => {
  const questions = [
    {
      questionId: 'q1',
      pageGroupId: 1,
      type: 'Radio',
      label: 'Where is the mould?',
      options: [
        { id: 'a', value: 'Bathroom' },
        { id: 'b', value: 'Bedroom' },
      ],
    },
    { questionId: 'q2', pageGroupId: 3, type: 'Radio', label: 'How big?', options: [{ id: 's', value: 'Small' }] },
    {
      questionId: 'q7_1',
      pageGroupId: 3,
      type: 'Multiple',
      label: 'Who is affected?',
      options: [
        { id: 2, value: 'Children' },
        { id: 9, value: 'Nobody' },
      ],
    },
    { questionId: 'q9', pageGroupId: 2, type: 'Radio', label: 'Disabled question', isEnabled: false, options: [] },
  ];
  const base = answerAll(repair, start, [
    ['area', { area: 'Property' }],
    ['emergency', { emergency: 'appointment' }],
    ['details', { description: 'Mould' }],
    ['damp-check', { dampMould: true }],
  ]);
  const loaded = recordEffectResult(base, 'dampQuestions', questions);

  it('makes one page per enabled pageGroupId, in order, with one field per question', () => {
    expect(computePath(repair, loaded).current).toBe('damp-assessment/1');
    expect(findStepByRoute(repair, loaded, '/DampAndMouldAssesment/3')).toBe('damp-assessment/3');
    expect(findStepByRoute(repair, loaded, '/DampAndMouldAssesment/2')).toBeNull();
    const s = answerAll(repair, loaded, [['damp-assessment/1', { dmc_q1: 'a' }]]);
    expect(computePath(repair, s).current).toBe('damp-assessment/3');
    expect(computePath(repair, s).fields['damp-assessment/3']).toEqual(['dmc_q2', 'dmc_q7_1']);
    expect(previousStep(repair, s, 'damp-assessment/3')).toMatchObject({
      stepId: 'damp-assessment/1',
      route: '/DampAndMouldAssesment/1',
    });
    const done = answer(repair, s, 'damp-assessment/3', { dmc_q2: 's', dmc_q7_1: [2] });
    expect(nextStep(repair, done, 'damp-assessment/3')).toMatchObject({ stepId: 'vulnerability' });
  });

  it('passes through the template when its data is not loaded', () => {
    expect(nextStep(repair, base, 'damp-check')).toMatchObject({ stepId: 'vulnerability' });
  });

  it('clears every generated answer when the damp answer changes', () => {
    const s = answer(repair, loaded, 'damp-assessment/1', { dmc_q1: 'a' });
    const changed = applyAnswers(repair, s, 'damp-check', { dampMould: false });
    expect(changed.answers).not.toHaveProperty('dmc_q1');
    expect(changed.completed).not.toHaveProperty(['damp-assessment/1']);
  });
});
