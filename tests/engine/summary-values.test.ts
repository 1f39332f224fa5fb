import { describe, expect, it } from 'vitest';
import { loadJourney, summariseAnswers } from '../../src/engine';
import { answerAll } from './support/drive';
import { deepFreeze, state, validateSchema } from './support/journeys';

// A check-answers page must read like the questions did: Yes or No, a file's name, never raw data.
const document = {
  $schema: '../schemas/journey.schema.json',
  id: 'summary-values',
  version: 1,
  title: 'summary_title',
  steps: [
    {
      id: 'photos',
      route: '/photos',
      kind: 'question',
      title: 'photos_title',
      fields: [
        {
          id: 'photos',
          schema: { type: 'array', items: { type: 'object' } },
          widget: 'media-uploader',
          label: 'photos_label',
        },
      ],
      next: [{ to: 'vulnerable' }],
    },
    {
      id: 'vulnerable',
      route: '/vulnerable',
      kind: 'question',
      title: 'vulnerable_title',
      fields: [{ id: 'vulnerable', schema: { type: 'boolean' }, widget: 'yes-no', label: 'vulnerable_label' }],
      next: [{ to: 'summary' }],
    },
    { id: 'summary', route: '/summary', kind: 'check-answers', title: 'summary_title', next: [{ to: '@exit' }] },
  ],
  exit: { to: '/home' },
};

function journey() {
  const result = loadJourney(deepFreeze(structuredClone(document)), { validateSchema });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.journey;
}

describe('check-answers values', () => {
  it('shows Yes or No for a yes/no answer and each uploaded file by its name', () => {
    const loaded = journey();
    const files = [
      { documentIdentifier: 'd1', fileName: 'leak.png', contentType: 'image/png', size: 85 },
      { documentIdentifier: 'd2', fileName: 'ceiling.mp4', contentType: 'video/mp4', size: 1200 },
    ];
    const at = answerAll(loaded, state(), [
      ['photos', { photos: files }],
      ['vulnerable', { vulnerable: false }],
    ]);
    const rows = summariseAnswers(loaded, at, 'summary');
    expect(rows.map((row) => row.display)).toEqual([[{ text: 'leak.png' }, { text: 'ceiling.mp4' }], ['widget_no']]);
  });

  it("shows what a field's summary.value works out instead of the answer as given (a phone number as residents read it)", () => {
    const withPhone = structuredClone(document) as typeof document & { steps: Array<{ fields?: unknown[] }> };
    withPhone.steps[1]!.fields!.push({
      id: 'phone',
      schema: { type: 'string' },
      widget: 'phone',
      label: 'phone_label',
      summary: { value: { 'format-phone': [{ var: 'answers.phone' }] } },
    });
    const result = loadJourney(deepFreeze(withPhone), { validateSchema });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const at = answerAll(result.journey, state(), [
      ['photos', { photos: [] }],
      ['vulnerable', { vulnerable: true, phone: '07700900666' }],
    ]);
    const row = summariseAnswers(result.journey, at, 'summary').find((candidate) => candidate.fieldId === 'phone');
    expect(row).toMatchObject({ value: '07700900666', display: [{ text: '07700 900666' }] });
  });

  it('reports a summary.value that gives no text as a problem at its pointer, never a blank row', () => {
    const broken = structuredClone(document) as typeof document & { steps: Array<{ fields?: unknown[] }> };
    broken.steps[1]!.fields!.push({
      id: 'phone',
      schema: { type: 'string' },
      widget: 'phone',
      label: 'phone_label',
      summary: { value: { var: 'answers.vulnerable' } },
    });
    const result = loadJourney(deepFreeze(broken), { validateSchema });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const at = answerAll(result.journey, state(), [
      ['photos', { photos: [] }],
      ['vulnerable', { vulnerable: true, phone: '07700900666' }],
    ]);
    expect(() => summariseAnswers(result.journey, at, 'summary')).toThrow(
      expect.objectContaining({ pointer: '/steps/1/fields/1/summary/value' }),
    );
  });

  it('checks the variables a summary.value reads, like any condition', () => {
    const unknown = structuredClone(document) as typeof document & { steps: Array<{ fields?: unknown[] }> };
    unknown.steps[1]!.fields!.push({
      id: 'phone',
      schema: { type: 'string' },
      widget: 'phone',
      label: 'phone_label',
      summary: { value: { var: 'answers.fone' } },
    });
    const result = loadJourney(deepFreeze(unknown), { validateSchema });
    expect(result.ok ? [] : result.problems.map((problem) => problem.pointer)).toContain(
      '/steps/1/fields/1/summary/value/var',
    );
  });

  it('shows Yes for true', () => {
    const loaded = journey();
    const at = answerAll(loaded, state(), [
      ['photos', { photos: [] }],
      ['vulnerable', { vulnerable: true }],
    ]);
    expect(summariseAnswers(loaded, at, 'summary').find((row) => row.fieldId === 'vulnerable')?.display).toEqual([
      'widget_yes',
    ]);
  });
});
