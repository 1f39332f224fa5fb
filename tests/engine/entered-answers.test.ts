import { describe, expect, it } from 'vitest';
import { enteredAnswers } from '../../src/engine';
import { answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const repair = journey('branching');
const context = {
  properties: [{ id: 'p1', address: '1 High Street' }],
  toggles: { isDMCEnabledMyPb: 'false', isCovidQuestionRequired: 'true' },
  today: '2025-11-03',
};
const atVulnerability = answerAll(repair, state({ context }), [
  ['area', { area: 'Property' }],
  ['emergency', { emergency: 'appointment' }],
  ['details', { description: 'Leak under sink' }],
]);

describe('enteredAnswers (what a page holds when the resident leaves it without Continue)', () => {
  it('keeps what was entered, normalised, without checking it', () => {
    expect(enteredAnswers(repair, atVulnerability, 'details', { description: '  Leak  ' })).toEqual({
      description: 'Leak',
    });
    // An empty answer the page would refuse on Continue is still what the page holds.
    expect(enteredAnswers(repair, atVulnerability, 'vulnerability', { vulnerable: true })).toEqual({
      vulnerable: true,
    });
  });

  it('keeps a follow-up question only while the answer that shows it is given', () => {
    const typed = { vulnerable: true, vulnerableText: 'Wheelchair user' };
    expect(enteredAnswers(repair, atVulnerability, 'vulnerability', typed)).toEqual(typed);
    expect(enteredAnswers(repair, atVulnerability, 'vulnerability', { ...typed, vulnerable: false })).toEqual({
      vulnerable: false,
    });
  });

  it('leaves out values of fields the step does not have', () => {
    expect(enteredAnswers(repair, atVulnerability, 'details', { description: 'Leak', area: 'Block' })).toEqual({
      description: 'Leak',
    });
  });
});
