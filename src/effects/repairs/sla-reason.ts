/** repairs.md §4, §9: an appointment more than 6 days from today is outside the SLA window. */
export const SLA_WINDOW_DAYS = 6;

/** Who made the appointment fall outside the window: the contractor (nothing sooner) or the resident (chose later). */
export type SlaReason = 'contractor' | 'resident' | null;

/** Today's date in the association's time zone, YYYY-MM-DD: slot dates are UK calendar dates (src/shared/dates). */
export { isoDay as todayIn } from '../../shared/dates';

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The reason a booking is outside the SLA window (repairs.md §4): the contractor's, when its earliest date with high
 * capacity is more than 6 days from today (or it has none sooner than the chosen one) (the resident could not choose sooner); else the resident's, when the
 * chosen date is more than 6 days away; else none.
 */
export function slaReason(today: string, earliestDate: string | null, chosenDate: string): SlaReason {
  if (daysBetween(today, earliestDate ?? chosenDate) > SLA_WINDOW_DAYS) return 'contractor';
  if (daysBetween(today, chosenDate) > SLA_WINDOW_DAYS) return 'resident';
  return null;
}
