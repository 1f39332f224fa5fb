import statusDisplay from '../../../rules/repair-status-display.json';
import { asRuleFile } from '../../engine/rule-file';
import { lookUpRuleRow } from '../../engine/rule-table';
import type { DataMessage, DataText, DataTextParam } from '../../engine/types';
import type { WorkOrder } from '../../gateway';
import { repairListText } from '../../repairs/list-description';

/**
 * A choice of the duplicate page: an existing repair (value status&id&flag) or None of the above. Its texts are codes
 * and data, resolved when the page renders (the field's optionsFrom reads them as Texts; docs/journeys.md).
 */
export interface DuplicateOption {
  /** `<status>&<id>&<isPotentialDuplicate>` (repairs.md §4), or "none". */
  value: string;
  label: DataText;
  hint?: DataText;
}

/** The value of the None of the above choice. */
export const NO_DUPLICATE = 'none';

/** None of the above, the last choice. */
export const NO_DUPLICATE_OPTION: DuplicateOption = { value: NO_DUPLICATE, label: { key: 'Repair_duplicate_none' } };

/**
 * The list description of repairs.md §5 (rules/repair-list-description.json, as the repair history shows it), as a
 * text: a draft left before its description is named by its reason and location, so no choice goes without a name.
 */
export function listDescription(workOrder: WorkOrder): DataText {
  const { job } = workOrder;
  return repairListText({
    channel: workOrder.channel,
    description: job.description,
    trade: job.trade ?? null,
    reason: job.repairReason ?? null,
    location: job.repairLocation ?? null,
  });
}

/**
 * The status as the repair history shows it (rules/repair-status-display.json, the rule src/repairs' repairStatusLabel
 * applies): its row's locale key, or the status's own name when no row matches.
 */
export function shownStatus(statuses: WorkOrder['statuses']): DataTextParam {
  const row = lookUpRuleRow('repair-status-display', asRuleFile(statusDisplay), {
    status: statuses.status,
    isRaisedAsTriage: statuses.isRaisedAsTriage ?? null,
  });
  return row ? { key: row.text('label') } : statuses.status;
}

/** An existing repair as a choice: what it is (the resident's own words), when it was raised and where it stands. */
export function duplicateOption(workOrder: WorkOrder): DuplicateOption {
  const { status, isPotentialDuplicate } = workOrder.statuses;
  const hint: DataMessage = {
    key: 'Repair_duplicate_option_hint',
    params: { date: { date: workOrder.raisedDate ?? '' }, status: shownStatus(workOrder.statuses) },
  };
  return {
    value: `${status}&${workOrder.identifiers.worksOrderIdentifier}&${isPotentialDuplicate === true}`,
    label: listDescription(workOrder),
    hint,
  };
}
