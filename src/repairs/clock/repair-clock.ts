import choiceRule from '../../../rules/statutory-clock-choice.json';
import dampCodesRule from '../../../rules/statutory-clock-damp-codes.json';
import tenancyRule from '../../../rules/awaab-tenancy-types.json';
import { lookUpRuleRow } from '../../engine/rule-table';
import { asRuleFile } from '../../engine/rule-file';
import { isoDay, parseDateTime } from '../../shared/dates';
import { clockState, clockSteps, type ClockEvent, type ClockStepView } from '../../shared/statutory-clock';
import type { WorkingDayCalendar } from '../../shared/working-days';

/** What the clock of a repair reads from the work order, its history and the resident's tenancy. */
export interface RepairClockFacts {
  status: string;
  priority: string | null;
  sorCode: string | null;
  isEmergency: boolean;
  isDampAndMould: boolean;
  /** The tenancy of the repaired home (customer.tenanciesSummaries), null when not known. */
  tenancyType: string | null;
  /** The work order's raisedDate: the server's time of the report, a stand-in when the history has no awareness. */
  raisedDate: string;
  history: readonly ClockEvent[];
}

/** Why a repair shows the association's target rather than Awaab's Law. */
export type TargetReason = 'not-covered' | 'before-law' | 'not-a-hazard';

export interface RepairClock {
  clock: string;
  /** The law's clocks: emergency (24 hours and the phone) or damp and mould. */
  awaab: boolean;
  emergency: boolean;
  /** Set for the association's targets. */
  targetReason?: TargetReason;
  /** Day 0, as an instant. */
  start: Date;
  steps: ClockStepView[];
  /** The repair's job number as the resident knows it (set by the page), for Make a complaint's words. */
  reference?: string;
}

/** The history entry that records when the association became aware (AW-3), a documented extension (decision 0059). */
export const AWARENESS = 'HAZAWARE01';
const AWARENESS_STAND_INS = ['Unappointed', 'Reported to EMA'];

/** Whether Awaab's Law covers a tenancy type (rules/awaab-tenancy-types.json, AW-1). */
export function awaabCovers(tenancyType: string | null): boolean {
  return lookUpRuleRow('awaab-tenancy-types', asRuleFile(tenancyRule), { tenancyType })?.boolean('covered') ?? false;
}

/** Whether a repair is a damp and mould one: its flag, or its SOR code (rules/statutory-clock-damp-codes.json). */
export function isDampMouldRepair(facts: Pick<RepairClockFacts, 'isDampAndMould' | 'sorCode'>): boolean {
  if (facts.isDampAndMould) return true;
  const row = lookUpRuleRow('statutory-clock-damp-codes', asRuleFile(dampCodesRule), { sorCode: facts.sorCode });
  return row?.boolean('dampMould') ?? false;
}

/**
 * Day 0 (AW-3): the awareness entry the gateway records, else the first entry of the repair's life (the report), else
 * its raisedDate; null when none can be read.
 */
function awareness(facts: RepairClockFacts): Date | null {
  const first = (ids: readonly string[]) =>
    facts.history
      .filter((e) => ids.includes(e.identifier))
      .map((e) => parseDateTime(e.at))
      .filter((at): at is Date => at !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0];
  return first([AWARENESS]) ?? first(AWARENESS_STAND_INS) ?? parseDateTime(facts.raisedDate);
}

/**
 * The clock a repair shows under "What happens next and by when" and where each of its steps stands
 * (rules/statutory-clock-choice.json, rules/statutory-clock-steps.json; docs/decisions/0059). Null for a repair that
 * shows none (a draft, a cancelled repair) or whose report time cannot be read. Pure: `now` is passed in.
 */
export function repairClock(facts: RepairClockFacts, now: Date, calendar: WorkingDayCalendar): RepairClock | null {
  const start = awareness(facts);
  if (start === null) return null;
  const covered = awaabCovers(facts.tenancyType);
  const dampMould = isDampMouldRepair(facts);
  const inputs = { status: facts.status, emergency: facts.isEmergency, dampMould, priority: facts.priority };
  const choose = (isCovered: boolean) =>
    lookUpRuleRow('statutory-clock-choice', asRuleFile(choiceRule), { ...inputs, covered: isCovered });
  let row = choose(covered);
  if (row === null) return null;
  let targetReason: TargetReason | undefined;
  const fromDay = row.text('fromDay');
  if (fromDay !== '' && isoDay(start) < fromDay) {
    row = choose(false);
    targetReason = 'before-law';
  }
  const clock = row?.text('clock') ?? 'none';
  if (clock === 'none') return null;
  const awaab = clock.startsWith('awaab-');
  if (!awaab) targetReason ??= covered ? 'not-a-hazard' : 'not-covered';
  const steps = clockState(clockSteps(clock), start, facts.history, now, calendar);
  return {
    clock,
    awaab,
    emergency: clock.endsWith('-emergency'),
    ...(targetReason ? { targetReason } : {}),
    start,
    steps,
  };
}

/** The step a resident waits on next: the first overdue one, else the first due one. */
export function nextStep(clock: RepairClock): ClockStepView | undefined {
  return clock.steps.find((s) => s.state === 'overdue') ?? clock.steps.find((s) => s.state === 'due');
}
