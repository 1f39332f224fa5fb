import { t, type MessageKey } from '../../../app/i18n';
import type { RepairWorkOrder } from '../../../gateway';
import { repairPriorityLabel } from '../../../repairs';
import { ukLongDate } from '../../../repairs';
import { appointmentTimes } from './detail-dates';

/** repairs.md §5: "Missing dates or areas show a dash"; so does anything else the repair does not have. */
const NONE = '-';

function appointmentText(workOrder: RepairWorkOrder): string {
  const times = appointmentTimes(workOrder.appointmentStartDate, workOrder.appointmentEndDate);
  if (!times) return NONE;
  return times.end === null ? times.start : t('Repair_detail_appointment_range', { start: times.start, end: times.end });
}

/** The facts of the repair (repairs.md §2 Repair detail), as a GOV.UK summary list. */
export function RepairSummary({ workOrder }: { workOrder: RepairWorkOrder }) {
  const rows: [MessageKey, string][] = [
    ['Repair_detail_description', workOrder.description.trim() || NONE],
    ['Repair_detail_raised', ukLongDate(workOrder.raisedDate) ?? NONE],
    ['Repair_detail_area', workOrder.area.trim() || NONE],
    ['Repair_detail_appointment', appointmentText(workOrder)],
    // A recall reads Next Available (Recall) whatever its stored priority (rules/repair-priority-labels.json).
    ['Repair_detail_priority', repairPriorityLabel({ priority: workOrder.priority ?? null, isRecall: workOrder.isRecall })],
    ['Repair_detail_contractor', workOrder.contractorName?.trim() || NONE],
  ];
  return (
    <dl className="repair-detail__summary">
      {rows.map(([label, value]) => (
        <div className="repair-detail__row" key={label}>
          <dt className="repair-detail__key">{t(label)}</dt>
          <dd className="repair-detail__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
