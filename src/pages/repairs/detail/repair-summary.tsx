import { t, type MessageKey } from '../../../shared/i18n';
import type { RepairWorkOrder } from '../../../gateway';
import { repairPriorityLabel } from '../../../repairs';
import { dateTimeRange, ukLongDate } from '../../../shared/dates';
import { NO_VALUE, SummaryList } from '../../../ui/summary-list';

function appointmentText(workOrder: RepairWorkOrder): string {
  const times = dateTimeRange(workOrder.appointmentStartDate, workOrder.appointmentEndDate);
  if (!times) return NO_VALUE;
  return times.end === null
    ? times.start
    : t('Repair_detail_appointment_range', { start: times.start, end: times.end });
}

/** The facts of the repair (repairs.md §2 Repair detail), as a GOV.UK summary list. */
export function RepairSummary({ workOrder }: { workOrder: RepairWorkOrder }) {
  const rows: [MessageKey, string][] = [
    ['Repair_detail_description', workOrder.description.trim() || NO_VALUE],
    ['Repair_detail_raised', ukLongDate(workOrder.raisedDate) ?? NO_VALUE],
    ['Repair_detail_area', workOrder.area.trim() || NO_VALUE],
    ['Repair_detail_appointment', appointmentText(workOrder)],
    // A recall reads Next Available (Recall) whatever its stored priority (rules/repair-priority-labels.json).
    [
      'Repair_detail_priority',
      repairPriorityLabel({ priority: workOrder.priority ?? null, isRecall: workOrder.isRecall }),
    ],
    ['Repair_detail_contractor', workOrder.contractorName?.trim() || NO_VALUE],
  ];
  return <SummaryList rows={rows.map(([label, value]) => ({ key: label, label: t(label), value }))} />;
}
