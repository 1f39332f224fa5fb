import { t } from '../../app/i18n';
import type { WorkOrder } from '../../gateway';

/** A choice of the duplicate page: an existing repair (value status&id&flag) or None of the above. */
export interface DuplicateOption {
  /** `<status>&<id>&<isPotentialDuplicate>` (repairs.md §4), or "none". */
  value: string;
  label: string;
  hint?: string;
}

/** The value of the None of the above choice. */
export const NO_DUPLICATE = 'none';

// repairs.md §5: the description is cut at the first full stop for these channels; others show the trade.
const DESCRIBED_CHANNELS = new Set(['CustomerSelfService', 'ERGO', 'ColleagueSelfService']);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The list description of repairs.md §5. */
export function listDescription(workOrder: WorkOrder): string {
  if (DESCRIBED_CHANNELS.has(workOrder.channel)) {
    const text = workOrder.job.description.trim();
    const stop = text.indexOf('.');
    return stop > 0 ? text.slice(0, stop) : text;
  }
  const trade = workOrder.job.trade?.trim();
  return !trade || trade === 'Unknown' ? t('RepairDescription_ErrorMessage') : trade;
}

/** An existing repair as a choice: what it is, when it was raised and where it stands (In Diagnosis reads Draft). */
export function duplicateOption(workOrder: WorkOrder): DuplicateOption {
  const { status, isPotentialDuplicate } = workOrder.statuses;
  const raised = new Date(workOrder.raisedDate);
  const shownStatus = status === 'In Diagnosis' ? t('Repair_duplicate_status_draft') : status;
  return {
    value: `${status}&${workOrder.identifiers.worksOrderIdentifier}&${isPotentialDuplicate === true}`,
    label: listDescription(workOrder),
    hint: t('Repair_duplicate_option_hint', { date: Number.isNaN(raised.getTime()) ? '-' : dateFormat.format(raised), status: shownStatus }),
  };
}
