import type { CancellationEligibilityRequest, RepairWorkOrder, RescheduleEligibilityRequest } from '../../../gateway';
import { calendarDay } from '../../../shared/dates';

type Channel = CancellationEligibilityRequest['channel'];

const CHANNELS: readonly Channel[] = ['CustomerSelfService', 'ERGO', 'Northgate', 'ColleagueSelfService'];

/** A text field sent only when it has a value: the gateway's schema refuses an empty or oversized one. */
function text(value: string | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The fields both checks share (repairs.md §7 "Cancel check"): what the page knows of the repair. The gateway
 * decides from its own record, so these are informational; the repair's own channel is sent (it is a fact of the
 * repair, like its status), and a channel the gateway does not know reads as self-service.
 */
function sharedFields(workOrder: RepairWorkOrder, userIdentifier: string | null) {
  const channel = CHANNELS.find((known) => known === workOrder.channel) ?? 'CustomerSelfService';
  return defined({
    channel,
    status: workOrder.status,
    isDraft: workOrder.isDraft,
    isEmergency: workOrder.isEmergency,
    isOutOfHours: workOrder.isOutOfHours,
    isRecall: workOrder.isRecall,
    isEMA: workOrder.isEMA,
    isPotentialDuplicate: workOrder.isPotentialDuplicate,
    contractorSiteIdentifier: workOrder.contractor ?? null,
    location: text(workOrder.repairLocation, 100),
    trade: text(workOrder.trade, 100),
    sorCode: text(workOrder.sorCode, 20),
    // repairs.md §7 asks for the raised date as yyyy-MM-dd: the day the gateway's date-time starts with.
    raisedDate: calendarDay(workOrder.raisedDate),
    assetTypeName: text(workOrder.area, 60),
    lastAppointmentDate: workOrder.appointmentStartDate ?? null,
    userIdentifier: userIdentifier ?? undefined,
    raisedByIdentifier: text(workOrder.raisedBy, 100),
  });
}

/** POST /wo-cancellation-eligibility: the shared fields and the repair's id (decision 0016: the path names none). */
export function cancelCheckRequest(
  workOrder: RepairWorkOrder,
  userIdentifier: string | null,
): CancellationEligibilityRequest {
  return { worksOrderIdentifier: workOrder.id, ...sharedFields(workOrder, userIdentifier) };
}

/**
 * POST …/appointments/reschedule-eligibility: the shared fields and whether the contractor books online, when known.
 */
export function rescheduleCheckRequest(
  workOrder: RepairWorkOrder,
  userIdentifier: string | null,
  isContractorIntegrated: boolean | null,
): RescheduleEligibilityRequest {
  return {
    ...sharedFields(workOrder, userIdentifier),
    ...(isContractorIntegrated === null ? {} : { isContractorIntegrated }),
  };
}
