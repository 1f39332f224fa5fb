import type { ScratchProject } from './scratch-project';

// Edits an analyst makes that more than one spec tries: the browser walk (analyst-edits-referral.spec.ts) and the
// studio's preview (analyst-edits-studio.spec.ts).

interface Step {
  id: string;
  next?: { to: string; when?: unknown }[];
  [key: string]: unknown;
}
interface Journey {
  steps: Step[];
  context: Record<string, unknown>;
  [key: string]: unknown;
}

const stepOf = (journey: Journey, id: string): Step => {
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
  scratch.editJson<Journey>('journeys/referral.json', (journey) => {
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
