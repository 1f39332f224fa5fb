import type { StoredWorkOrder } from './stored-work-order';

/** The date (YYYY-MM-DD, UTC like every sandbox date-time) of the repair's appointment, if it has one. */
export function appointmentDay(wo: Pick<StoredWorkOrder, 'appointmentStartDate'>): string | undefined {
  return wo.appointmentStartDate?.slice(0, 10);
}

/**
 * Whether the day of the visit has come: it is today, or it has passed while the repair still waits (the
 * contractor has not reported back yet). repairs.md §4: on that day cancelling and rescheduling are by phone.
 */
export function isVisitDayReached(wo: Pick<StoredWorkOrder, 'appointmentStartDate'>, today: string): boolean {
  const day = appointmentDay(wo);
  return day !== undefined && day <= today;
}

/** An emergency by its flag or its priority (Emergency, Emergency (Out of hours), EME). */
export function isEmergencyRepair(wo: Pick<StoredWorkOrder, 'isEmergency' | 'priority'>): boolean {
  return wo.isEmergency === true || wo.priority?.startsWith('Emergency') === true || wo.priority === 'EME';
}
