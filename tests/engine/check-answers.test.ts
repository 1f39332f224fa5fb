import { describe, expect, it } from 'vitest';
import {
  applyAnswers,
  changeTarget,
  completeStep,
  computePath,
  summariseAnswers,
  type JourneyState,
} from '../../src/engine';
import { answer, answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const repair = journey('branching');
const context = {
  properties: [{ id: 'p1', address: 'a' }],
  toggles: { isDMCEnabledMyPb: 'true', isCovidQuestionRequired: 'true' },
  today: '2025-11-03',
};
const atSummary = answerAll(repair, state({ context }), [
  ['area', { area: 'Block' }],
  ['emergency', { emergency: 'appointment' }],
  ['details', { description: 'Broken door entry' }],
  ['contact', { contactName: 'Sam', crimeReference: 'CR123' }],
]);

/** What the runtime does on Continue in change mode: apply, complete, ask changeTarget. */
function change(
  s: JourneyState,
  stepId: string,
  values: Record<string, unknown>,
): { state: JourneyState; to: string | undefined } {
  const next = completeStep(repair, applyAnswers(repair, s, stepId, values), stepId);
  const target = changeTarget(repair, next, 'summary');
  return { state: next, to: target.kind === 'step' ? target.stepId : target.kind };
}

describe('summariseAnswers', () => {
  it('lists answered on-path fields in path order with option labels and change routes', () => {
    expect(computePath(repair, atSummary).current).toBe('summary');
    expect(summariseAnswers(repair, atSummary, 'summary')).toEqual([
      {
        stepId: 'area',
        fieldId: 'area',
        label: 'repair_asset_label',
        value: 'Block',
        display: ['asset_block'],
        changeRoute: '/repairasset',
      },
      {
        stepId: 'emergency',
        fieldId: 'emergency',
        label: 'repair_emergency_label',
        value: 'appointment',
        display: ['emergency_appointment'],
        changeRoute: '/repairemergency',
      },
      {
        stepId: 'details',
        fieldId: 'description',
        label: 'repair_details_label',
        value: 'Broken door entry',
        display: [{ text: 'Broken door entry' }],
        changeRoute: '/repairadditionaldetails',
      },
      {
        stepId: 'contact',
        fieldId: 'contactName',
        label: 'contact_name',
        value: 'Sam',
        display: [{ text: 'Sam' }],
        changeRoute: '/customerdetails',
      },
      {
        stepId: 'contact',
        fieldId: 'crimeReference',
        label: 'crime_reference_summary',
        value: 'CR123',
        display: [{ text: 'CR123' }],
        changeRoute: '/customerdetails',
      },
    ]);
  });
});

describe('changing an answer from check answers', () => {
  it('returns straight to the summary when nothing new is needed', () => {
    expect(change(atSummary, 'details', { description: 'Door entry buzzer broken' }).to).toBe('summary');
  });

  it('visits only the steps the change made newly required, then returns to the summary', () => {
    const first = change(atSummary, 'area', { area: 'Property' });
    expect(first.to).toBe('damp-check');
    const second = change(first.state, 'damp-check', { dampMould: false });
    expect(second.to).toBe('vulnerability');
    const third = change(second.state, 'vulnerability', { vulnerable: false });
    expect(third.to).toBe('covid');
    const fourth = change(third.state, 'covid', { covid: false });
    // The vulnerability answer clears the contact name (the journey says so), so contact is newly required too.
    expect(fourth.to).toBe('contact');
    const fifth = change(fourth.state, 'contact', { contactName: 'Sam' });
    // Emergency and details were still complete: straight back to the summary.
    expect(fifth.to).toBe('summary');
    expect(summariseAnswers(repair, fifth.state, 'summary').map((r) => r.fieldId)).toEqual([
      'area',
      'emergency',
      'description',
      'dampMould',
      'vulnerable',
      'covid',
      'contactName',
      'crimeReference',
    ]);
  });

  it('a change that clears later answers sends the resident through them again', () => {
    expect(change(atSummary, 'emergency', { emergency: 'access' }).to).toBe('duplicate');
  });

  it('the summary itself must be confirmed again after any change', () => {
    const submitted = answer(repair, atSummary, 'summary');
    expect(computePath(repair, submitted).current).toBe('done');
    expect(computePath(repair, change(submitted, 'details', { description: 'Other' }).state).current).toBe('summary');
  });
});
