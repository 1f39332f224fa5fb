import caseTypesRule from '../../../rules/complaint-clock-case-types.json';
import ombudsmanRule from '../../../rules/statutory-clock-ombudsman.json';
import { RuleTableError } from '../../engine/errors';
import { asRuleFile } from '../../engine/rule-file';
import { lookUpRuleRow, ruleRows } from '../../engine/rule-table';
import { clockSteps } from './clock-steps';

/** A complaint stage's periods in working days: acknowledged within `acknowledge`, answered `answer` after that. */
export interface StagePeriods {
  readonly acknowledge: number;
  readonly answer: number;
}

/** Both stages of the Complaint Handling Code (CHC-2 stage 1, CHC-4 stage 2), as the texts that explain them say. */
export interface ComplaintPeriods {
  readonly stage1: StagePeriods;
  readonly stage2: StagePeriods;
}

const RULE = 'statutory-clock-steps';

/**
 * The clock a case of this subType shows (rules/complaint-clock-case-types.json), or 'none'. Here, with the clocks'
 * code (the clock-kit chunk), so the case journey's effects can ask it without moving the clocks into every case page.
 */
export function complaintClockName(subType: string | null | undefined): string {
  const row = lookUpRuleRow('complaint-clock-case-types', asRuleFile(caseTypesRule), {
    subType: subType ?? null,
  });
  return row?.text('clock') ?? 'none';
}
const OMBUDSMAN = 'statutory-clock-ombudsman';

function stagePeriods(clock: string): StagePeriods {
  const steps = clockSteps(clock);
  const period = (name: string): number => {
    const step = steps.find((candidate) => candidate.step === name);
    // An analyst who renames or removes a step sees which one the texts need, never a text with a blank.
    if (!step) throw new RuleTableError(`rules/${RULE}.json`, '/rows', name, `${clock} has no step "${name}"`);
    return step.period;
  };
  return { acknowledge: period('acknowledge'), answer: period('answer') };
}

/**
 * The periods the complaint texts state (clocks_complain_stage_1/2, case_journey_complaint_created), read from
 * rules/statutory-clock-steps.json so the words and the dates on the case page never disagree (issue 31).
 */
export function complaintPeriods(): ComplaintPeriods {
  return { stage1: stagePeriods('complaint-stage-1'), stage2: stagePeriods('complaint-stage-2') };
}

/** The Housing Ombudsman's contact details (rules/statutory-clock-ombudsman.json): data, never words. */
export interface OmbudsmanContactDetails {
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly url: string;
}

/**
 * The Ombudsman's details every complaint text gives (CHC-3). A journey message's params read journey data, so the
 * case journey has them from case.chooseType's result; the pages read them here.
 */
export function ombudsmanContact(): OmbudsmanContactDetails {
  const [row] = ruleRows(OMBUDSMAN, asRuleFile(ombudsmanRule));
  if (!row) throw new RuleTableError(`rules/${OMBUDSMAN}.json`, '/rows', 'row', 'there is no row');
  return { phone: row.text('phone'), email: row.text('email'), website: row.text('website'), url: row.text('url') };
}
