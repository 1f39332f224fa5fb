import { t } from '../../shared/i18n';
import type { WorkOrder } from '../../gateway';
import { repairListDescription, ukLongDate } from '../../repairs';

/** A choice of the duplicate page: an existing repair (value status&id&flag) or None of the above. */
export interface DuplicateOption {
  /** `<status>&<id>&<isPotentialDuplicate>` (repairs.md §4), or "none". */
  value: string;
  label: string;
  hint?: string;
}

/** The value of the None of the above choice. */
export const NO_DUPLICATE = 'none';

/** The list description of repairs.md §5 (rules/repair-list-description.json, as the repair history shows it). */
export function listDescription(workOrder: WorkOrder): string {
  return repairListDescription({ channel: workOrder.channel, description: workOrder.job.description, trade: workOrder.job.trade ?? null });
}

/** An existing repair as a choice: what it is, when it was raised and where it stands (In Diagnosis reads Draft). */
export function duplicateOption(workOrder: WorkOrder): DuplicateOption {
  const { status, isPotentialDuplicate } = workOrder.statuses;
  const shownStatus = status === 'In Diagnosis' ? t('Repair_duplicate_status_draft') : status;
  return {
    value: `${status}&${workOrder.identifiers.worksOrderIdentifier}&${isPotentialDuplicate === true}`,
    label: listDescription(workOrder),
    hint: t('Repair_duplicate_option_hint', { date: ukLongDate(workOrder.raisedDate) ?? '-', status: shownStatus }),
  };
}
