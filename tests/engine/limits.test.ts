import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJourney, sanitiseValue, validateStep, type Field } from '../../src/engine';
import { state, validateSchema } from './support/journeys';

// Texts follow their limits (issue 16 §1): the limit a message names comes from the rule that sets it, so changing
// the rule's 188 to 250 changes what the resident reads, and the lint refuses a limit written twice.

const texts = {
  ...(JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'locales', 'en', 'repairs.json'), 'utf8'),
  ) as Record<string, string>),
  Test_title: 'Tell us more',
  Test_details: 'Details',
  Test_notes: 'Notes',
  Test_limit_reached: 'You have reached the limit of {max} characters',
  Test_old_limit: 'Description must be 188 characters or fewer',
  SSR008a: 'Enter a description',
};

/**
 * A one-page journey with a description (limit `limit`, optionally a character count and a "reached the limit"
 * warning) and notes (limit 40), both with the shared too-long message.
 */
function detailsJourney(limit: number, extra: { characterCount?: number; message?: string; warnAt?: number } = {}) {
  const field = (id: string, max: number, label: string, characterCount?: number, warnAt?: number) => ({
    id,
    label,
    schema: { type: 'string' },
    widget: 'textarea',
    ...(characterCount === undefined ? {} : { uiOptions: { characterCount } }),
    validation: [
      { rule: 'maxLength', value: max, message: extra.message ?? 'Repair_details_too_long' },
      ...(warnAt === undefined
        ? []
        : [
            {
              rule: 'logic',
              value: { '<': [{ length: [{ var: `answers.${id}` }] }, warnAt] },
              severity: 'warning',
              on: 'typing',
              message: 'Test_limit_reached',
            },
          ]),
    ],
  });
  return {
    id: 'limits',
    version: 1,
    title: 'Test_title',
    steps: [
      {
        id: 'details',
        route: '/details',
        kind: 'question',
        title: 'Test_title',
        fields: [
          field('description', limit, 'Test_details', extra.characterCount, extra.warnAt),
          field('notes', 40, 'Test_notes'),
        ],
        next: [{ to: 'done' }],
      },
      { id: 'done', route: '/done', kind: 'outcome', title: 'Test_title', next: [{ to: '@exit' }] },
    ],
    exit: { to: '/' },
  };
}

const load = (json: unknown) =>
  loadJourney(json, { validateSchema, messageKeys: Object.keys(texts), messageTexts: texts });
const fill = (key: string, params: Readonly<Record<string, string | number>> = {}) =>
  (texts[key as keyof typeof texts] ?? key).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );

/** What the resident reads for each field after Continue with these values. */
function messagesFor(limit: number, values: Record<string, string>): string[] {
  const result = load(detailsJourney(limit));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return validateStep(result.journey, state(), 'details', { phase: 'continue', values }).map(
    (issue) => `${issue.field}: ${fill(issue.code, issue.params)}`,
  );
}

describe('a limit in a message comes from the rule that sets it', () => {
  it('says 188 while the rule says 188, and 250 once the rule says 250', () => {
    expect(messagesFor(188, { description: 'x'.repeat(189), notes: 'ok' })).toEqual([
      'description: Description must be 188 characters or fewer',
    ]);
    expect(messagesFor(250, { description: 'x'.repeat(189), notes: 'ok' })).toEqual([]);
    expect(messagesFor(250, { description: 'x'.repeat(251), notes: 'ok' })).toEqual([
      'description: Description must be 250 characters or fewer',
    ]);
  });

  it('gives two fields with different limits sharing one message each their own number', () => {
    expect(messagesFor(188, { description: 'x'.repeat(189), notes: 'y'.repeat(41) })).toEqual([
      'description: Description must be 188 characters or fewer',
      'notes: Description must be 40 characters or fewer',
    ]);
  });

  it("words a strip notice and a logic warning on the field with the field's limit too", () => {
    const result = load(detailsJourney(250, { warnAt: 250 }));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const description = result.journey.definition.steps[0]?.fields?.[0] as Field;
    const stripping: Field = {
      ...description,
      validation: [{ rule: 'maxLength', value: 250, strip: true, on: 'typing', message: 'Repair_details_too_long' }],
    };
    expect(sanitiseValue(stripping, 'x'.repeat(260)).issues.map((i) => fill(i.code, i.params))).toEqual([
      'Description must be 250 characters or fewer',
    ]);
    const typing = validateStep(result.journey, state(), 'details', {
      phase: 'typing',
      values: { description: 'x'.repeat(250) },
    });
    expect(typing.map((i) => fill(i.code, i.params))).toEqual(['You have reached the limit of 250 characters']);
  });
});

describe('the lint refuses a limit written twice', () => {
  const problems = (json: unknown) => {
    const r = load(json);
    return r.ok ? [] : r.problems.map((p) => `${p.code} ${p.pointer}`);
  };

  it('reports a text that writes the number instead of {max}', () => {
    expect(problems(detailsJourney(188, { message: 'Test_old_limit' }))).toEqual([
      'JOURNEY_LIMIT_IN_TEXT /steps/0/fields/0/validation/0/message',
      'JOURNEY_LIMIT_IN_TEXT /steps/0/fields/1/validation/0/message',
    ]);
  });

  it('reports a character count or a length condition that says another number than the rule', () => {
    expect(problems(detailsJourney(250, { characterCount: 188 }))).toEqual([
      'JOURNEY_LIMIT_MISMATCH /steps/0/fields/0/uiOptions/characterCount',
    ]);
    expect(problems(detailsJourney(250, { warnAt: 188 }))).toEqual([
      'JOURNEY_LIMIT_MISMATCH /steps/0/fields/0/validation/1/value/</1',
    ]);
    expect(problems(detailsJourney(250, { characterCount: 250, warnAt: 250 }))).toEqual([]);
  });
});
