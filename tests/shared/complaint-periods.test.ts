import { describe, expect, it } from 'vitest';
import stepsRule from '../../rules/statutory-clock-steps.json';
import ombudsmanRule from '../../rules/statutory-clock-ombudsman.json';
import { complaintPeriods, ombudsmanContact } from '../../src/shared/statutory-clock';
import { t } from '../../src/shared/i18n';

// Issue 31: the complaint texts state the periods rules/statutory-clock-steps.json counts, never their own numbers.
const period = (clock: string, step: string) =>
  stepsRule.rows.find((row) => row.clock === clock && row.step === step)?.period;

describe('the complaint texts take their periods and the Ombudsman from rules/', () => {
  it('reads both stages from the clock steps (CHC-2: 5 + 10, CHC-4: 5 + 20)', () => {
    expect(complaintPeriods()).toEqual({
      stage1: {
        acknowledge: period('complaint-stage-1', 'acknowledge'),
        answer: period('complaint-stage-1', 'answer'),
      },
      stage2: {
        acknowledge: period('complaint-stage-2', 'acknowledge'),
        answer: period('complaint-stage-2', 'answer'),
      },
    });
    expect(complaintPeriods().stage2).toEqual({ acknowledge: 5, answer: 20 });
  });

  it('words every stage and the Ombudsman with nothing left unfilled', () => {
    const { stage1, stage2 } = complaintPeriods();
    const contact = ombudsmanContact();
    expect(t('clocks_complain_stage_1', { ...stage1 })).toBe(
      'We will acknowledge your complaint within 5 working days and send you our answer within 10 working days after that.',
    );
    expect(t('clocks_complain_stage_2', { ...stage2 })).not.toContain('{');
    expect(t('clocks_complain_ombudsman', { ...contact })).toBe(
      'You can also contact the Housing Ombudsman at any time: call 0300 111 3000, email info@housing-ombudsman.org.uk ' +
        'or go to www.housing-ombudsman.org.uk.',
    );
    expect(contact).toEqual(ombudsmanRule.rows[0]);
  });

  it('has no number of working days written into the texts themselves', () => {
    for (const key of ['clocks_complain_stage_1', 'clocks_complain_stage_2', 'case_journey_complaint_created'] as const)
      expect(t(key)).not.toMatch(/\d/);
  });
});
