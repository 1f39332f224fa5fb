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
      id: 'photos', route: '/photos', kind: 'question', title: 'photos_title',
      fields: [{ id: 'photos', schema: { type: 'array', items: { type: 'object' } }, widget: 'media-uploader', label: 'photos_label' }],
      next: [{ to: 'vulnerable' }],
    },
    {
      id: 'vulnerable', route: '/vulnerable', kind: 'question', title: 'vulnerable_title',
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
    const at = answerAll(loaded, state(), [['photos', { photos: files }], ['vulnerable', { vulnerable: false }]]);
    const rows = summariseAnswers(loaded, at, 'summary');
    expect(rows.map((row) => row.display)).toEqual([[{ text: 'leak.png' }, { text: 'ceiling.mp4' }], ['widget_no']]);
  });

  it('shows Yes for true', () => {
    const loaded = journey();
    const at = answerAll(loaded, state(), [['photos', { photos: [] }], ['vulnerable', { vulnerable: true }]]);
    expect(summariseAnswers(loaded, at, 'summary').find((row) => row.fieldId === 'vulnerable')?.display).toEqual(['widget_yes']);
  });
});
