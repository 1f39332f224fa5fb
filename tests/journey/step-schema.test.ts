import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hashForSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeStep, recordEffectResult } from '../../src/engine';
import { buildStepSchema } from '../../src/journey/step-schema';
import { stepValidator } from '../../src/journey/step-validator';
import { buildUiSchema } from '../../src/journey/ui-schema';
import { textOf } from '../../src/journey/text';
import { journeyManifest, routePattern } from '../../tools/vite-journeys-plugin';
import { answer } from '../engine/support/drive';
import { journey, readJourney, state } from '../engine/support/journeys';
import { compileValidators, testJourney } from './support/harness';

const cases = journey('case');
const questions = [
  { questionId: 'Q1', label: 'Is anyone in danger?', type: 'Text', isEnabled: 'true' },
  { questionId: 'Q4', label: 'Tell us more', type: 'Text', isEnabled: 'true' },
  { questionId: 'Q5', label: 'Where?', type: 'Radio', isEnabled: 'true', options: [{ id: 'h', value: 'Home' }] },
];
const caseTypes = [{ id: 'asb', description: 'Anti-social behaviour', isVisibleForSelfServe: true }];
const withQuestions = recordEffectResult(
  answer(cases, state({ context: { tenancies: [{ id: 't1', address: 'a' }], caseTypes } }), 'case-type', {
    caseTypeId: 'asb',
  }),
  'caseType',
  { questions },
);

describe('buildStepSchema', () => {
  it('gives two pages generated from one template the same schema, whatever their field ids', () => {
    const first = describeStep(cases, withQuestions, 'case-question/Q1');
    const second = describeStep(cases, withQuestions, 'case-question/Q4');
    expect(first.fields[0]?.definition.id).not.toBe(second.fields[0]?.definition.id);
    expect(buildStepSchema(second)).toEqual(buildStepSchema(first));
    expect(buildStepSchema(first)).toEqual({ type: 'object', properties: { f0: { type: 'string' } } });
  });
});

describe('the build-time validators (virtual:journey-validators)', () => {
  let compiled: Awaited<ReturnType<typeof compileValidators>>;
  beforeAll(async () => {
    compiled = await compileValidators([readJourney('case'), readJourney('branching'), testJourney]);
  });

  it('contain no eval and no new Function, so the strict CSP holds', () => {
    expect(compiled.code).not.toMatch(/\beval\s*\(|new\s+Function\s*\(|[^.\w$]Function\s*\(\s*["'`]/);
    expect(compiled.code).not.toMatch(/\brequire\(/);
  });

  it('validate every page of a generated template with the one precompiled function', () => {
    const page = describeStep(cases, withQuestions, 'case-question/Q5');
    const schema = buildStepSchema(page);
    expect(compiled.functions[hashForSchema(schema)]).toBeTypeOf('function');
    const validator = stepValidator(compiled.functions, schema);
    expect(validator.isValid(schema, { f0: 'h' }, schema)).toBe(true);
    expect(validator.validateFormData({ f0: 3 }, schema).errors.map((e) => e.property)).toEqual(['.f0']);
  });

  it("put together a validator for a page with any number of fields from the fields' own functions", () => {
    const schema = buildStepSchema({
      fields: [
        { definition: { schema: { type: 'string' } } },
        { definition: { schema: { type: 'string' } } },
        { definition: { schema: { type: 'string' } } },
      ],
    });
    const validator = stepValidator(compiled.functions, schema);
    expect(validator.validateFormData({ f0: 'a', f1: 'b', f2: 'c' }, schema).errors).toEqual([]);
    expect(validator.validateFormData({ f0: 'a', f2: false }, schema).errors.map((e) => e.property)).toEqual(['.f2']);
  });
});

describe('the journey manifest (virtual:journey-manifest)', () => {
  it('lists every step route of every journey, generated routes as router patterns', () => {
    expect(routePattern('/DampAndMouldAssesment/{key}')).toBe('/DampAndMouldAssesment/:key');
    const [entry] = journeyManifest([readJourney('case')]);
    expect(entry?.id).toBe('case-test');
    expect(entry?.routes).toContain('/caseQuestionnaire/:key');
    expect(entry?.routes).toContain('/caseReview');
  });

  it('names the parameters of each entry: the required ones, or any one of them when all are optional', () => {
    const entryOf = (params: Record<string, { optional?: boolean }>) =>
      journeyManifest([{ id: 'j', steps: [{ id: 's', route: '/s' }], entry: { params } }])[0];
    expect(entryOf({ id: {}, mode: {} })).toMatchObject({ entryParams: ['id', 'mode'] });
    expect(entryOf({ id: {}, mode: {} })).not.toHaveProperty('entryAny');
    expect(entryOf({ id: {}, from: { optional: true } })).toMatchObject({ entryParams: ['id'] });
    expect(entryOf({ draft: { optional: true }, recall: { optional: true } })).toMatchObject({
      entryParams: ['draft', 'recall'],
      entryAny: true,
    });
  });

  it("names the areas of the effects each journey calls, an included journey's too, so its route downloads only those", () => {
    const dir = join(import.meta.dirname, '..', '..', 'journeys');
    const documents = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown);
    const areas = Object.fromEntries(journeyManifest(documents).map((entry) => [entry.id, entry.effectAreas]));
    expect(areas).toEqual({
      repair: ['repair'],
      'damp-mould': ['repair'],
      appointment: ['repair'],
      case: ['case'],
      referral: ['referral'],
      profile: ['profile'],
    });
  });
});

describe('buildUiSchema', () => {
  it('names the registry widget, translates choices and marks the only question as the page heading', () => {
    const view = describeStep(cases, withQuestions, 'case-question/Q5');
    const ui = buildUiSchema(view, textOf, {
      idPrefix: 'p',
      errors: { case_Q5: 'Choose one' },
      onTypingIssue: () => undefined,
      onNoMatch: () => undefined,
    });
    expect(ui.f0).toMatchObject({
      'ui:widget': 'radios',
      'ui:title': 'Where?',
      'ui:options': {
        enumOptions: [{ value: 'h', label: 'Home' }],
        isPageHeading: true,
        legend: 'Where?',
        errorText: 'Choose one',
        hintId: 'p_f0-hint',
        errorId: 'p_f0-error',
      },
    });
  });
});
