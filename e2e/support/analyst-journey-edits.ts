import type { ScratchProject } from './scratch-project';

// Edits an analyst makes that more than one spec tries: the browser walk (analyst-edits-referral.spec.ts) and the
// studio's preview (analyst-edits-studio.spec.ts).

/** The parts of a journey document the analysts' edits in the browser tests touch. */
export interface JourneyField {
  id: string;
  validation?: { rule?: string; value?: unknown; message?: string; [key: string]: unknown }[];
  [key: string]: unknown;
}
export interface JourneyStep {
  id: string;
  fields?: JourneyField[];
  next?: { to: string; when?: unknown }[];
  back?: { to: string }[];
  [key: string]: unknown;
}
export interface JourneyDocument {
  steps: JourneyStep[];
  context: Record<string, unknown>;
  [key: string]: unknown;
}

export const stepOf = (journey: JourneyDocument, id: string): JourneyStep => {
  const step = journey.steps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
};

export const INCOME_TOGGLE = 'isReferralIncomeQuestionAsked';
export const INCOME_QUESTION = 'Has your income gone down in the last year?';

/**
 * A new question of the referral, behind a new toggle (a setting the gateway does not have yet, so off), whose Yes
 * is added to the details the enquiry sends.
 */
export function addIncomeStepBehindToggle(scratch: ScratchProject): void {
  scratch.editJson<Record<string, string>>('locales/en/referral.json', (texts) => {
    texts.Financial_income_title = INCOME_QUESTION;
    texts.Financial_income_required = 'Select yes if your income has gone down';
    texts.Financial_summary_income = 'Income gone down';
  });
  scratch.editJson<JourneyDocument>('journeys/referral.json', (journey) => {
    journey.context[`toggles.${INCOME_TOGGLE}`] = {
      description: 'Asks whether the income has gone down (a trial).',
      type: 'boolean',
    };
    const consent = stepOf(journey, 'consent');
    consent.next = [{ to: 'income' }];
    journey.steps.splice(1, 0, {
      id: 'income',
      route: '/enquiryincome',
      kind: 'question',
      title: 'Financial_income_title',
      when: { var: `context.toggles.${INCOME_TOGGLE}` },
      fields: [
        {
          id: 'incomeDown',
          schema: { type: 'boolean' },
          widget: 'yes-no',
          label: 'Financial_income_title',
          validation: [{ rule: 'required', message: 'Financial_income_required' }],
          summary: { label: 'Financial_summary_income' },
        },
      ],
      next: [{ to: 'reasons' }],
    });
    const review = stepOf(journey, 'review') as unknown as { onExit: { input: Record<string, unknown> }[] };
    const submit = review.onExit[0];
    if (!submit) throw new Error('the review sends nothing');
    submit.input.additionalDetails = {
      if: [
        { var: 'answers.incomeDown' },
        { cat: [{ var: 'answers.referralDetails' }, ' (My income has gone down.)'] },
        { var: 'answers.referralDetails' },
      ],
    };
  });
}
