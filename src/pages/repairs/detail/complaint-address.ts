import complaintTypeRule from '../../../../rules/statutory-clock-complaint-type.json';
import { asRuleFile } from '../../../engine/rule-file';
import { lookUpRuleRow } from '../../../engine/rule-table';
import { govukTime, isoDay, longCalendarDate, ukTime } from '../../../shared/dates';
import { t, type MessageKey } from '../../../shared/i18n';
import { CREATE_CASE_PATH } from '../../../shared/paths';
import type { ClockStepView } from '../../../shared/statutory-clock';

/** When the missed step was due, as the clock says it: a time for an hours clock, else the day. */
function dueWords(view: ClockStepView): string {
  if (view.dueAt) {
    const { hour, minute } = ukTime(view.dueAt);
    return `${govukTime({ hours: hour, minutes: minute })} on ${longCalendarDate(isoDay(view.dueAt))}`;
  }
  return view.dueDay ? longCalendarDate(view.dueDay) : '';
}

/**
 * Where Make a complaint leads (docs/decisions/0065): the case journey's entry with the complaint case type
 * (rules/statutory-clock-complaint-type.json) and the words its first question starts with, the repair's reference
 * and the first overdue step, written here because the page speaks the resident's language and the journey's engine
 * and effects never do. The journey takes the type only when the resident is offered it; the words are ours (no
 * answer of the resident's), so the address carries nothing personal.
 */
export function complaintAddress(steps: readonly ClockStepView[], reference: string | undefined): string {
  const caseType = lookUpRuleRow('statutory-clock-complaint-type', asRuleFile(complaintTypeRule), {})?.text('caseType');
  const missed = steps.find((view) => view.state === 'overdue');
  if (!caseType || !missed) return CREATE_CASE_PATH;
  const params = { step: t(missed.step.label as MessageKey), due: dueWords(missed) };
  const about = reference
    ? t('clocks_complain_about', { reference, ...params })
    : t('clocks_complain_about_no_reference', params);
  return `${CREATE_CASE_PATH}&${new URLSearchParams({ caseType, about }).toString()}`;
}
