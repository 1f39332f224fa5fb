import { parseDateTime } from '../../../repairs/date-time';

// Dates read as a UK resident reads them ("23 November 2026"), on the UK calendar whatever the device's zone: the
// gateway writes UTC, and a repair raised at 00:30 in London in summer is that day's, not the day before.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** A gateway date or date-time as "23 November 2026"; a dash when it is missing or unreadable (repairs.md §5). */
export function formatRepairDate(value: string | null | undefined): string {
  const date = parseDateTime(value);
  return date ? longDate.format(date) : '-';
}

/**
 * The list's second date: when the repair was completed, else the appointment's day, else a dash. The status
 * says which it is (Completed, Appointed…).
 */
export function completedOrAppointmentDate(item: { completedDate?: string; appointmentStartDate?: string; appointmentDate?: string }): string {
  return formatRepairDate(item.completedDate ?? item.appointmentStartDate ?? item.appointmentDate);
}
