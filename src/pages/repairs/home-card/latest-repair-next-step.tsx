import useSWR from 'swr';
import { nextStep } from '../../../repairs/clock';
import { govukTime, longCalendarDate, isoDay, ukTime } from '../../../shared/dates';
import { t, type MessageKey } from '../../../shared/i18n';
import { useServices } from '../../../shared/services';
import type { ClockStepView } from '../../../shared/statutory-clock';
import { useSession } from '../../../shared/use-session';
import { useRepairClock } from '../clock/use-repair-clock';

/** The SWR keys of the line's reads (the repair and its history, as the detail page reads them). */
export const nextStepKeys = {
  workOrder: (id: string) => ['latest-repair-next', 'work-order', id] as const,
  history: (id: string) => ['latest-repair-next', 'history', id] as const,
};

/** "Monday 17 November 2025", or "5pm on Saturday 7 November 2026" for a step counted in hours; null when unknown. */
function dueInWords(view: ClockStepView): string | null {
  if (view.dueAt) {
    const { hour, minute } = ukTime(view.dueAt);
    return `${govukTime({ hours: hour, minutes: minute })} on ${longCalendarDate(isoDay(view.dueAt))}`;
  }
  return view.dueDay ? longCalendarDate(view.dueDay) : null;
}

/** The line for the step the resident waits on next: due by its date, overdue in words (never by colour alone). */
export function nextStepWords(view: ClockStepView): string {
  const step = t(view.step.next as MessageKey);
  const date = dueInWords(view);
  if (date === null) return t('clocks_next_tbc', { step });
  return t(view.state === 'overdue' ? 'clocks_next_overdue' : 'clocks_next_by', { step, date });
}

/**
 * Under the home card's latest repair, what happens next and by when (issue 31 §2): the repair's first overdue step,
 * else its first due one (nextStep, the detail page's clock), as one sentence; nothing while it loads, when the repair
 * shows no clock (a draft, a cancelled repair) or when every step is done. Loaded after the card (its own chunk, with
 * the clock's rules and the bank holidays), so the home page's first paint is not heavier; a failed read shows
 * nothing here, as the card already shows the repair.
 */
export function LatestRepairNextStep({ workOrderId }: { workOrderId: string }) {
  const { gateway } = useServices();
  const session = useSession();
  const workOrder = useSWR(nextStepKeys.workOrder(workOrderId), () => gateway.getWorkOrder(workOrderId));
  const history = useSWR(nextStepKeys.history(workOrderId), () => gateway.getWorkOrderHistory(workOrderId));
  const clock = useRepairClock(workOrder.data, history.data, session?.customerId ?? null);
  const next = clock ? nextStep(clock) : undefined;
  if (!next) return null;
  return <p className="body latest-repair__next-step">{nextStepWords(next)}</p>;
}
