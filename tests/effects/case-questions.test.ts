import { describe, expect, it } from 'vitest';
import { CASE_TYPES } from '../../sandbox/db/seed/case-types';
import { askedQuestions } from '../../src/effects/cases/case-questions';
import { caseAnswers } from '../../src/effects/cases/creation-payload';

const typeOf = (id: string) => CASE_TYPES.find((type) => type.id === id) ?? CASE_TYPES[0]!;

describe('the questions a resident is asked (case.chooseType)', () => {
  it('asks only enabled questions, with option ids as text', () => {
    const pets = askedQuestions('CT003', typeOf('CT003').additionalInfo, { tenancyGroup: 'General Needs' });
    expect(pets.map((q) => q.questionId)).toEqual(['pet_kind', 'pet_details']);
    expect(pets[0]?.options[0]).toEqual({ id: '1', value: 'Dog' });
  });

  it('offers an option that depends on the tenancy group only to that group', () => {
    const household = (group: string) =>
      askedQuestions('CT006', typeOf('CT006').additionalInfo, { tenancyGroup: group })[0]?.options.map((o) => o.value);
    expect(household('General Needs')).toEqual([
      'Someone has moved in',
      'Someone has moved out',
      'I want to take in a lodger',
    ]);
    expect(household('Leasehold')).toEqual(['Someone has moved in', 'Someone has moved out', 'I want to sublet']);
  });

  it('marks the answers that block and those that skip (rules/case-question-skips.json)', () => {
    const [danger] = askedQuestions('CT001', typeOf('CT001').additionalInfo, { tenancyGroup: 'General Needs' });
    expect(danger).toMatchObject({
      blocking: { errorCode: 'Case_ASB_Danger_Block', message: 'Case_ASB_Danger_Block' },
      requiredMessage: 'Case_Question_Error',
      blockingResponses: ['1'],
      skips: { 2: ['1'], 3: [], 4: [], end: [] },
    });
    const [area] = askedQuestions('CT008', typeOf('CT008').additionalInfo, { tenancyGroup: 'General Needs' });
    expect(area?.skips.end).toEqual(['3']);
  });
});

describe('the messages of a question come from data, with words the portal has', () => {
  it("shows the covid question's own message unanswered, and a general one for a blocking code it has no words for", () => {
    const [covid] = askedQuestions('CT002', typeOf('CT002').additionalInfo, { tenancyGroup: 'General Needs' });
    expect(covid?.requiredMessage).toBe('Case_Covid_CC007');
    const unknown = askedQuestions(
      'X',
      [
        {
          questionId: 'q',
          label: 'Q?',
          type: 'Radio',
          isEnabled: 'true',
          options: [{ id: 1, value: 'Yes' }],
          blocking: { errorCode: 'Case_New_Code', dependsOn: [{ responseId: 1 }] },
          alertMessageCode: { code: 'Case_Other' },
        },
      ],
      { tenancyGroup: 'General Needs' },
    );
    expect(unknown[0]).toMatchObject({
      blocking: { message: 'case_journey_blocking_unknown' },
      requiredMessage: 'Case_Question_Error',
    });
  });
});

describe('the answers sent with the case', () => {
  const questions = askedQuestions('CT001', typeOf('CT001').additionalInfo, { tenancyGroup: 'General Needs' });

  it('sends a one-element responseId list for Radio and List, responseText for Text, in the order asked', () => {
    expect(
      caseAnswers(questions, { case_asb_danger: '2', case_asb_type: '1', case_asb_details: 'Loud music every night' }),
    ).toEqual([
      { questionId: 'asb_danger', responseId: [2], responseText: null },
      { questionId: 'asb_type', responseId: [1], responseText: null },
      { questionId: 'asb_details', responseId: null, responseText: 'Loud music every night' },
    ]);
  });

  it('leaves out a question the resident skipped', () => {
    expect(
      caseAnswers(questions, { case_asb_danger: '1', case_asb_details: 'Threats' }).map((a) => a.questionId),
    ).toEqual(['asb_danger', 'asb_details']);
  });
});
