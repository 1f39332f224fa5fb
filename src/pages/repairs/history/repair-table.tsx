import { forwardRef } from 'react';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { repairDetailPath } from '../../../shared/paths';
import type { RepairListItem } from '../../../gateway';
import { repairListDescription } from '../../../repairs/list-description';
import { DRAFT_STATUS, DraftSteps } from './draft-steps';
import { completedOrAppointmentDate, formatRepairDate } from './format-date';
import { RepairStatusTag } from './repair-status-tag';

/**
 * The desktop list: a GOV.UK table, one repair a row, its job number a link to the repair. The wrapper scrolls
 * sideways when the window is too narrow for the table (between the phone layout and a desktop), and takes focus:
 * the page moves focus here after a change of page, and a keyboard can scroll it.
 */
export const RepairTable = forwardRef<HTMLDivElement, { items: readonly RepairListItem[]; busy: boolean }>(function RepairTable({ items, busy }, ref) {
  return (
    <div ref={ref} className="history-table" role="region" aria-labelledby="repair-table-caption" tabIndex={0}>
      <table className="table" aria-busy={busy || undefined}>
        <caption className="visually-hidden" id="repair-table-caption">
          {t('repair_history_caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('repair_history_col_job')}</th>
            <th scope="col">{t('repair_history_col_description')}</th>
            <th scope="col">{t('repair_history_col_area')}</th>
            <th scope="col">{t('repair_history_col_raised')}</th>
            <th scope="col">{t('repair_history_col_completed_or_appointment')}</th>
            <th scope="col">{t('repair_history_col_status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link className="link" to={repairDetailPath(item.id)}>
                  {item.jobNo ?? t('repair_history_no_job_number')}
                </Link>
              </td>
              <td>{repairListDescription(item)}</td>
              <td>{item.area?.trim() || '-'}</td>
              <td className="history-table__date">{formatRepairDate(item.raisedDate)}</td>
              <td className="history-table__date">{completedOrAppointmentDate(item)}</td>
              <td>
                <RepairStatusTag repair={item} />
                {item.status === DRAFT_STATUS && <DraftSteps repair={item} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
