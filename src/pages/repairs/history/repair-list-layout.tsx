import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { repairDetailPath } from '../../../shared/paths';
import type { RepairListItem } from '../../../gateway';
import { repairListDescription } from '../../../repairs/list-description';
import { repairStatusColour } from '../../../repairs/status-colour';
import type { CardSpec } from '../../../ui/list/card-list';
import type { TableColumn } from '../../../ui/list/data-table';
import type { ListLayout } from '../../../ui/list/results-body';
import { NO_VALUE } from '../../../ui/no-value';
import { DRAFT_STATUS, DraftSteps } from './draft-steps';
import { completedOrAppointmentDate, formatRepairDate } from './format-date';
import { RepairStatusTag } from './repair-status-tag';

const area = (item: RepairListItem) => item.area?.trim() || NO_VALUE;

/**
 * What the repair is, as the list shows it (rules/repair-list-description.json): a draft with no description yet
 * is named by its location, so its card still has a heading and its row a description (decision 0026).
 */
const describe = (item: RepairListItem) => repairListDescription({ ...item, location: item.repairLocation ?? null });

/** The status tag, and a draft's progress under it. */
const status = (item: RepairListItem) => (
  <>
    <RepairStatusTag repair={item} />
    {item.status === DRAFT_STATUS && <DraftSteps repair={item} />}
  </>
);

/** The desktop table (repairs.md §2): one repair a row, its job number a link to the repair. */
export function repairColumns(): TableColumn<RepairListItem>[] {
  return [
    {
      key: 'job',
      header: t('repair_history_col_job'),
      cell: (item) => (
        <Link className="link" to={repairDetailPath(item.id)}>
          {item.jobNo ?? t('repair_history_no_job_number')}
        </Link>
      ),
    },
    { key: 'description', header: t('repair_history_col_description'), cell: describe },
    { key: 'area', header: t('repair_history_col_area'), cell: area },
    {
      key: 'raised',
      header: t('repair_history_col_raised'),
      cell: (item) => formatRepairDate(item.raisedDate),
      nowrap: true,
    },
    {
      key: 'completed',
      header: t('repair_history_col_completed_or_appointment'),
      cell: completedOrAppointmentDate,
      nowrap: true,
    },
    { key: 'status', header: t('repair_history_col_status'), cell: status },
  ];
}

/**
 * The phone cards (repairs.md §2, §4): one a repair, edged in its status colour (rules/repair-status-colours.json:
 * green Completed, red Cancelled, yellow otherwise), with a View details link. The repair-card classes style nothing:
 * they are what the repair pages' tests know the cards by.
 */
export function repairCard(): CardSpec<RepairListItem> {
  return {
    title: describe,
    fields: [
      { key: 'job', label: t('repair_history_col_job'), value: (item) => item.jobNo ?? NO_VALUE },
      { key: 'area', label: t('repair_history_col_area'), value: area },
      { key: 'raised', label: t('repair_history_col_raised'), value: (item) => formatRepairDate(item.raisedDate) },
      { key: 'completed', label: t('repair_history_col_completed_or_appointment'), value: completedOrAppointmentDate },
      { key: 'status', label: t('repair_history_col_status'), value: status },
    ],
    action: (item) => (
      <Link className="button button--secondary" to={repairDetailPath(item.id)}>
        {t('repair_history_view_details')}{' '}
        <span className="visually-hidden">
          {item.jobNo ? t('repair_history_job_hidden', { jobNo: item.jobNo }) : describe(item)}
        </span>
      </Link>
    ),
    accent: (item) => repairStatusColour(item.status),
    className: (item) => `repair-card repair-card--${repairStatusColour(item.status)}`,
  };
}

/** The list's rows and cards as the kit's results take them. */
export function repairLayout(): ListLayout<RepairListItem> {
  return { itemKey: (item) => item.id, columns: repairColumns(), card: repairCard(), cardsClassName: 'repair-cards' };
}
