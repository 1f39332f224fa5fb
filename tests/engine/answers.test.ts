import { describe, expect, it } from 'vitest';
import { applyAnswers, computePath, summariseAnswers, type JourneyState } from '../../src/engine';
import { answer, answerAll } from './support/drive';
import { deepFreeze, journey, state } from './support/journeys';

const repair = journey('branching');
const context = {
  properties: [{ id: 'p1', address: '1 High Street' }],
  toggles: { isDMCEnabledMyPb: 'true', isCovidQuestionRequired: 'true' },
  today: '2025-11-03',
};
const start = state({ context });
const toContact = answerAll(repair, start, [
  ['area', { area: 'Property' }],
  ['emergency', { emergency: 'appointment' }],
  ['details', { description: 'Leak under sink' }],
  ['damp-check', { dampMould: false }],
  ['vulnerability', { vulnerable: true, vulnerableText: 'Wheelchair user' }],
  ['covid', { covid: false }],
]);

describe('off-path answers', () => {
  it('stay in the draft but never reach onPathAnswers or the summary', () => {
    const s = answer(repair, toContact, 'vulnerability', { vulnerable: false });
    expect(s.answers.vulnerableText).toBe('Wheelchair user');
    const path = computePath(repair, s);
    expect(path.onPathAnswers).not.toHaveProperty('vulnerableText');
    expect(summariseAnswers(repair, s).map((r) => r.fieldId)).not.toContain('vulnerableText');
  });

  it('come back when the resident goes back and restores the earlier answer', () => {
    const off = answer(repair, toContact, 'vulnerability', { vulnerable: false });
    const back = answer(repair, off, 'vulnerability', { vulnerable: true });
    expect(computePath(repair, back).onPathAnswers.vulnerableText).toBe('Wheelchair user');
  });

  it('of a step that left the path (a toggle turned off) are kept but not on the path', () => {
    const off = deepFreeze({
      ...toContact,
      context: { ...context, toggles: { ...context.toggles, isDMCEnabledMyPb: 'false' } },
    });
    expect(off.answers.dampMould).toBe(false);
    expect(computePath(repair, off).steps).not.toContain('damp-check');
    expect(computePath(repair, off).onPathAnswers).not.toHaveProperty('dampMould');
  });
});

describe('applyAnswers', () => {
  it('applies the declared clears when an answer changes', () => {
    const s = applyAnswers(repair, toContact, 'emergency', { emergency: 'access' });
    expect(s.answers).toEqual({ area: 'Property', emergency: 'access' });
    expect(s.completed).toEqual({ area: true, emergency: true });
  });

  it('clears nothing when the same value is given again', () => {
    expect(applyAnswers(repair, toContact, 'emergency', { emergency: 'appointment' })).toBe(toContact);
  });

  it('clears only the named later fields', () => {
    const s = applyAnswers(repair, toContact, 'area', { area: 'Block' });
    expect(Object.keys(s.answers).sort()).toEqual(['area', 'dampMould', 'description', 'emergency']);
    expect(s.completed).not.toHaveProperty('vulnerability');
    expect(s.completed).not.toHaveProperty('covid');
    expect(s.completed).toHaveProperty('details', true);
  });

  it('ignores values that are not fields of the step, and undefined removes an answer', () => {
    const s = applyAnswers(repair, start, 'area', { area: 'Block', emergency: 'access', sneaky: 1 });
    expect(s.answers).toEqual({ area: 'Block' });
    expect(applyAnswers(repair, s, 'area', { area: undefined }).answers).toEqual({});
  });

  it('withdraws the completion of later check-answers steps', () => {
    const atSummary = answerAll(repair, toContact, [['contact', { contactName: 'Sam' }], ['summary']]);
    expect(
      applyAnswers(repair, atSummary, 'details', { description: 'Leak under the bath' }).completed,
    ).not.toHaveProperty('summary');
  });

  it('never mutates the state it is given', () => {
    const frozen: JourneyState = deepFreeze(toContact);
    expect(() => applyAnswers(repair, frozen, 'area', { area: 'Block' })).not.toThrow();
  });
});
