import { describe, expect, it } from 'vitest';
import {
  applyAnswers,
  blockingFor,
  changeTarget,
  completeStep,
  computePath,
  confirmBlocking,
  describeStep,
  previousStep,
  recordEffectResult,
  summariseAnswers,
} from '../../src/engine';
import { answer, answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const cases = journey('case');
const caseTypes = [
  { id: 'asb', description: 'Anti-social behaviour', isVisibleForSelfServe: true },
  { id: 'staff', description: 'Staff only', isVisibleForSelfServe: false },
];
const questions = [
  {
    questionId: 'Q1',
    label: 'Is anyone in danger?',
    type: 'Radio',
    isEnabled: 'true',
    options: [
      { id: 'y', value: 'Yes' },
      { id: 'n', value: 'No' },
    ],
    blocking: { errorCode: 'Case_Covid_CC007', dependsOn: [{ responseId: 'y' }] },
  },
  { questionId: 'Q2', label: 'Hidden', type: 'Text', isEnabled: 'false' },
  {
    questionId: 'Q3',
    label: 'When did it start?',
    type: 'List',
    isEnabled: 'true',
    options: [{ id: 'w', value: 'This week' }],
  },
  { questionId: 'Q4', label: 'Tell us more', type: 'Text', isEnabled: 'true' },
];
const oneTenancy = state({ context: { tenancies: [{ id: 't1', address: 'a' }], caseTypes } });
const withQuestions = recordEffectResult(answer(cases, oneTenancy, 'case-type', { caseTypeId: 'asb' }), 'caseType', {
  questions,
});

describe('case creation (generated question pages)', () => {
  it('makes one page per enabled question, with the widget for its type', () => {
    const pages = ['case-question/Q1', 'case-question/Q3', 'case-question/Q4'];
    const views = pages.map((id) => describeStep(cases, withQuestions, id));
    expect(views.map((v) => [v.route, v.fields[0]?.definition.widget, v.fields[0]?.definition.id])).toEqual([
      ['/caseQuestionnaire/Q1', 'radios', 'case_Q1'],
      ['/caseQuestionnaire/Q3', 'select', 'case_Q3'],
      ['/caseQuestionnaire/Q4', 'textarea', 'case_Q4'],
    ]);
    expect(views[0]?.definition.title).toEqual({ text: 'Is anyone in danger?' });
    expect(views[0]?.fields[0]?.options).toEqual([
      { value: 'y', label: { text: 'Yes' } },
      { value: 'n', label: { text: 'No' } },
    ]);
  });

  it("filters case types from data and goes back by the spec's explicit rule", () => {
    expect(describeStep(cases, oneTenancy, 'case-type').fields[0]?.options).toEqual([
      { value: 'asb', label: { text: 'Anti-social behaviour' } },
    ]);
    expect(previousStep(cases, oneTenancy, 'case-type')).toEqual({ kind: 'exit', route: '/customer360View' });
    expect(previousStep(cases, withQuestions, 'case-question/Q1')).toMatchObject({ stepId: 'case-type' });
    const s = answer(cases, withQuestions, 'case-question/Q1', { case_Q1: 'n' });
    expect(previousStep(cases, s, 'case-question/Q3')).toMatchObject({ stepId: 'case-question/Q1' });
  });

  it('a blocking answer needs a second Continue, after which it shows as a warning', () => {
    const s = answer(cases, withQuestions, 'case-question/Q1', { case_Q1: 'y' });
    expect(blockingFor(cases, s, 'case-question/Q1')).toEqual({
      mode: 'confirm-to-continue',
      message: 'Case_Covid_CC007',
      field: null,
      confirmed: false,
    });
    expect(computePath(cases, s).current).toBe('case-question/Q1');
    const confirmed = confirmBlocking(cases, s, 'case-question/Q1');
    expect(blockingFor(cases, confirmed, 'case-question/Q1')).toMatchObject({ confirmed: true });
    expect(computePath(cases, confirmed).current).toBe('case-question/Q3');
  });

  it('choosing another case type resets the answered questions', () => {
    const s = answerAll(cases, withQuestions, [
      ['case-question/Q1', { case_Q1: 'n' }],
      ['case-question/Q3', { case_Q3: 'w' }],
    ]);
    const changed = applyAnswers(cases, s, 'case-type', { caseTypeId: 'other' });
    expect(changed.answers).toEqual({ caseTypeId: 'other' });
    expect(Object.keys(changed.completed ?? {})).toEqual(['case-type']);
  });

  it('a changed question clears the later questions only: the contact details are kept and the change comes back to the review', () => {
    const done = completeStep(
      cases,
      answerAll(cases, withQuestions, [
        ['case-question/Q1', { case_Q1: 'n' }],
        ['case-question/Q3', { case_Q3: 'w' }],
        ['case-question/Q4', { case_Q4: 'Since Monday' }],
        ['contact', { phone: '07700900000' }],
      ]),
      'review',
    );
    const changed = completeStep(
      cases,
      applyAnswers(cases, done, 'case-question/Q3', { case_Q3: 'x' }),
      'case-question/Q3',
    );
    expect(changed.answers).toMatchObject({ case_Q1: 'n', case_Q3: 'x', phone: '07700900000' });
    expect(changed.answers).not.toHaveProperty('case_Q4');
    expect(changeTarget(cases, changed, 'review')).toMatchObject({ stepId: 'case-question/Q4' });
    const again = completeStep(
      cases,
      applyAnswers(cases, changed, 'case-question/Q4', { case_Q4: 'Since Tuesday' }),
      'case-question/Q4',
    );
    expect(changeTarget(cases, again, 'review')).toMatchObject({ stepId: 'review' });
  });

  it('goes to contact details when no enabled question remains, and summarises the questions with their text', () => {
    const none = recordEffectResult(withQuestions, 'caseType', { questions: [] });
    expect(computePath(cases, none).current).toBe('contact');
    const s = answerAll(cases, withQuestions, [
      ['case-question/Q1', { case_Q1: 'n' }],
      ['case-question/Q3', { case_Q3: 'w' }],
      ['case-question/Q4', { case_Q4: 'Since Monday' }],
      ['contact', { phone: '07700900000' }],
    ]);
    expect(computePath(cases, s).current).toBe('review');
    expect(summariseAnswers(cases, s, 'review').map((r) => [r.label, r.display])).toEqual([
      ['case_type_label', [{ text: 'Anti-social behaviour' }]],
      [{ text: 'Is anyone in danger?' }, [{ text: 'No' }]],
      [{ text: 'When did it start?' }, [{ text: 'This week' }]],
      [{ text: 'Tell us more' }, [{ text: 'Since Monday' }]],
      ['contact_phone', [{ text: '07700900000' }]],
    ]);
  });
});

describe('answers that skip questions (generate.skips)', () => {
  const skipping = [
    {
      questionId: 'A',
      label: 'A?',
      type: 'Radio',
      isEnabled: 'true',
      options: [
        { id: '1', value: 'On' },
        { id: '2', value: 'Skip one' },
        { id: '3', value: 'To the end' },
      ],
      skips: { 2: ['2'], end: ['3'] },
    },
    {
      questionId: 'B',
      label: 'B?',
      type: 'Radio',
      isEnabled: 'true',
      options: [
        { id: '1', value: 'On' },
        { id: '2', value: 'Skip two' },
      ],
      skips: { 3: ['2'] },
    },
    { questionId: 'C', label: 'C?', type: 'Text', isEnabled: 'true' },
    { questionId: 'D', label: 'D?', type: 'Text', isEnabled: 'true' },
    { questionId: 'E', label: 'E?', type: 'Text', isEnabled: 'true' },
  ];
  const loaded = recordEffectResult(answer(cases, oneTenancy, 'case-type', { caseTypeId: 'asb' }), 'caseType', {
    questions: skipping,
  });

  it("moves on by the data's +2 and +3, and Back follows the path taken", () => {
    const s = answer(cases, loaded, 'case-question/A', { case_A: '2' });
    expect(computePath(cases, s).current).toBe('case-question/C');
    expect(previousStep(cases, s, 'case-question/C')).toMatchObject({ stepId: 'case-question/A' });
    const viaB = answerAll(cases, loaded, [
      ['case-question/A', { case_A: '1' }],
      ['case-question/B', { case_B: '2' }],
    ]);
    expect(computePath(cases, viaB).current).toBe('case-question/E');
    expect(computePath(cases, viaB).steps).toEqual([
      'case-type',
      'case-question/A',
      'case-question/B',
      'case-question/E',
    ]);
    expect(previousStep(cases, viaB, 'case-question/E')).toMatchObject({ stepId: 'case-question/B' });
  });

  it('"end" passes every later question, and a skipped question\'s answer is not used', () => {
    const answered = answerAll(cases, loaded, [
      ['case-question/A', { case_A: '1' }],
      ['case-question/B', { case_B: '1' }],
      ['case-question/C', { case_C: 'kept in the draft' }],
    ]);
    const toEnd = applyAnswers(cases, answered, 'case-question/A', { case_A: '3' });
    const path = computePath(cases, toEnd);
    expect(path.current).toBe('contact');
    expect(path.onPathAnswers).not.toHaveProperty('case_C');
  });
});
