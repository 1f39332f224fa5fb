import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Journey } from '../../src/engine';
import { EMPTY_PREVIEW_INPUT, journeyNames, readPreviewState } from '../../src/studio/preview-state';

const read = (id: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'journeys', `${id}.json`), 'utf8')) as Journey;
const referral = journeyNames(read('referral'));

describe('the preview state an analyst types', () => {
  it('names what the journey has: its fields, the results it stores and its effects', () => {
    expect([...referral.fields].sort()).toEqual([
      'contactChoice',
      'contactName',
      'contactRelationship',
      'otherPhone',
      'referralDetails',
      'referralFor',
      'referralReasons',
    ]);
    expect([...referral.results].sort()).toEqual(['referral', 'referralReasons']);
    expect([...referral.effects].sort()).toEqual(['referral.loadReasons', 'referral.submit']);
    expect(referral.generatesFields).toBe(false);
    expect(journeyNames(read('case')).generatesFields).toBe(true);
  });

  it('reads answers, results, failing effects and a clock into the preview settings', () => {
    const result = readPreviewState(
      {
        answers: '{"referralFor": "Other"}',
        effects: '{"referralReasons": [{"id": "1", "text": "Debt"}]}',
        failing: ' referral.submit , ',
        clock: '2026-11-23T19:30:00+01:00',
      },
      referral,
    );
    expect(result).toEqual({
      ok: true,
      settings: {
        answers: { referralFor: 'Other' },
        effects: { referralReasons: [{ id: '1', text: 'Debt' }] },
        failing: ['referral.submit'],
        clock: '2026-11-23T18:30:00.000Z',
      },
    });
    expect(readPreviewState(EMPTY_PREVIEW_INPUT, referral)).toEqual({
      ok: true,
      settings: { answers: {}, effects: {}, failing: [], clock: null },
    });
  });

  it('says what is wrong with each box, with the name meant where one is near, rather than change nothing', () => {
    const result = readPreviewState(
      {
        answers: '{"referalFor": "Other"}',
        effects: '{"reasons": []',
        failing: 'referral.submitt, repair.saveDraft',
        clock: '23/11/2026 19:30',
      },
      referral,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.field, error.code, error.params?.name, error.params?.near])).toEqual([
      ['answers', 'studio_state_unknown_field_near', 'referalFor', 'referralFor'],
      ['effects', 'studio_state_not_json', undefined, undefined],
      ['failing', 'studio_state_unknown_effect_near', 'referral.submitt', 'referral.submit'],
      ['failing', 'studio_state_unknown_effect', 'repair.saveDraft', ''],
      ['clock', 'studio_state_clock_invalid', undefined, undefined],
    ]);
    expect(result.errors[3]?.params?.known).toBe('referral.loadReasons, referral.submit');
  });

  it('wants objects, and a clock with its offset', () => {
    const result = readPreviewState(
      { ...EMPTY_PREVIEW_INPUT, answers: '["Myself"]', clock: '2026-11-23T19:30:00' },
      referral,
    );
    expect(result.ok ? [] : result.errors.map((error) => error.code)).toEqual([
      'studio_state_not_object',
      'studio_state_clock_invalid',
    ]);
  });
});
