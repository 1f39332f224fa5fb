import { t } from '../../../shared/i18n';
import type { ContractorFacts } from '../../../repairs/contractor-facts';
import type { RepairWorkOrder, RescheduleEligibilityResult } from '../../../gateway';
import type { RescheduleContractor } from '../../../repairs';

/**
 * Whom the contractor messages name: the reschedule check's answer first (the gateway's record), then the repair's
 * own copy, then the look-up. Without any, the message still reads and the phone number is our help line.
 */
export function contractorContact(
  workOrder: RepairWorkOrder,
  facts: ContractorFacts | null,
  check?: RescheduleEligibilityResult,
): RescheduleContractor {
  return {
    name:
      check?.contractorName?.trim() ||
      workOrder.contractorName?.trim() ||
      facts?.name.trim() ||
      t('Repair_detail_contractor_fallback'),
    phone:
      check?.contractorPhoneNumber?.trim() ||
      workOrder.contractorPhoneNumber?.trim() ||
      facts?.phone?.trim() ||
      t('phone_no'),
  };
}
