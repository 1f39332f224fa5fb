import { hashForSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { describeStep, recordEffectResult } from '../../src/engine';
import { shownStep } from '../../src/journey/shown-step';
import { stepFormSchema, stepFormValidator } from '../../src/journey/step-form-schema';
import { answer } from '../engine/support/drive';
import { journey, state } from '../engine/support/journeys';

// Issue 13: a Continue describes the next step once, and a step's schema and validator are built once per schema.
const cases = journey('case');
const questions = [
  { questionId: 'Q1', label: 'Is anyone in danger?', type: 'Text', isEnabled: 'true' },
  { questionId: 'Q4', label: 'Tell us more', type: 'Text', isEnabled: 'true' },
];
const caseTypes = [{ id: 'asb', description: 'Anti-social behaviour', isVisibleForSelfServe: true }];
const withQuestions = recordEffectResult(
  answer(cases, state({ context: { tenancies: [{ id: 't1', address: 'a' }], caseTypes } }), 'case-type', {
    caseTypeId: 'asb',
  }),
  'caseType',
  { questions },
);

describe('shownStep', () => {
  it('is describeStep without values, the same object for the same state and a new one for a new state', () => {
    const first = shownStep(cases, withQuestions, 'case-question/Q1');
    expect(first).toEqual(describeStep(cases, withQuestions, 'case-question/Q1'));
    expect(shownStep(cases, withQuestions, 'case-question/Q1')).toBe(first);
    expect(shownStep(cases, withQuestions, 'case-question/Q4')).not.toBe(first);
    const next = { ...withQuestions, answers: { ...withQuestions.answers } };
    expect(shownStep(cases, next, 'case-question/Q1')).not.toBe(first);
  });
});

describe('stepFormSchema and stepFormValidator', () => {
  it('give pages whose fields have the same schemas one schema object and one validator', () => {
    const first = stepFormSchema(shownStep(cases, withQuestions, 'case-question/Q1'));
    const second = stepFormSchema(shownStep(cases, withQuestions, 'case-question/Q4'));
    expect(second).toBe(first);
    expect(first).toEqual({ type: 'object', properties: { f0: { type: 'string' } } });
    const other = stepFormSchema({ fields: [{ definition: { schema: { type: 'boolean' } } }] });
    expect(other).not.toBe(first);
    // A validator put together from the field's own (precompiled) function, built once for the schema.
    const isString = Object.assign((data: unknown) => typeof data === 'string', { errors: null });
    const functions = { [hashForSchema({ type: 'string' })]: isString };
    const validator = stepFormValidator(functions, first);
    expect(stepFormValidator(functions, second)).toBe(validator);
    expect(validator.validateFormData({ f0: 'a' }, first).errors).toEqual([]);
    expect(() => stepFormValidator({}, first)).toThrow(/No validator was precompiled/);
  });
});
