import { ukLongDate } from '../../../shared/dates';
import { NO_VALUE } from '../../../ui/no-value';

/** A gateway date or date-time as "23 November 2026"; a dash when it is missing or unreadable (repairs.md §5). */
export function formatRepairDate(value: string | null | undefined): string {
  return ukLongDate(value) ?? NO_VALUE;
}

/**
 * The list's second date: when the repair was completed, else the appointment's day, else a dash. The status
 * says which it is (Completed, Appointed…).
 */
export function completedOrAppointmentDate(item: {
  completedDate?: string;
  appointmentStartDate?: string;
  appointmentDate?: string;
}): string {
  return formatRepairDate(item.completedDate ?? item.appointmentStartDate ?? item.appointmentDate);
}
