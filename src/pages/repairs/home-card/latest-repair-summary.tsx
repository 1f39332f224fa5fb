import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { REPAIR_HISTORY_PATH, repairDetailPath } from '../../../shared/paths';
import type { WorkOrder } from '../../../gateway';
import { repairListDescription } from '../../../repairs/list-description';
import { repairStatusColour } from '../../../repairs/status-colour';
import { repairStatusLabel } from '../../../repairs/status-label';
import { ukLongDate } from '../../../shared/dates';
import { StatusTag } from '../../../ui/status-tag';
import { NO_VALUE } from '../../../ui/no-value';
import './latest-repair.css';

// What happens next on the repair comes after the card, in its own chunk with the clock's rules (issue 31 §2): the home
// page's first paint does not carry it (tools/check-bundle.mjs).
const LatestRepairNextStep = lazy(async () => ({
  default: (await import('./latest-repair-next-step')).LatestRepairNextStep,
}));

/** The latest repair's description, job number, raised date and status, with the way to it and to all repairs. */
export function LatestRepairSummary({ workOrder }: { workOrder: WorkOrder }) {
  const { job, statuses } = workOrder;
  const description = repairListDescription({
    description: job.description,
    channel: workOrder.channel,
    trade: job.trade ?? null,
    reason: job.repairReason ?? null,
    location: job.repairLocation ?? null,
  });
  const colour = repairStatusColour(statuses.status);
  return (
    <div className="latest-repair">
      <h3 className="latest-repair__heading">{t('home_latest_repair_heading')}</h3>
      <p className="body">{description}</p>
      <dl className="latest-repair__facts">
        <div className="latest-repair__fact">
          <dt>{t('repair_history_col_job')}</dt>
          <dd>{job.jobNo ?? NO_VALUE}</dd>
        </div>
        <div className="latest-repair__fact">
          <dt>{t('repair_history_col_raised')}</dt>
          <dd>{ukLongDate(workOrder.raisedDate) ?? NO_VALUE}</dd>
        </div>
        <div className="latest-repair__fact">
          <dt>{t('repair_history_col_status')}</dt>
          <dd>
            {/* As the repair history shows it; the repair-tag classes style nothing, they are what tests know it by.
             */}
            <StatusTag
              label={repairStatusLabel({
                status: statuses.status,
                isRaisedAsTriage: statuses.isRaisedAsTriage ?? null,
              })}
              colour={colour}
              className={`repair-tag repair-tag--${colour}`}
            />
          </dd>
        </div>
      </dl>
      <ul className="latest-repair__links">
        <li>
          <Link className="link" to={repairDetailPath(workOrder.identifiers.worksOrderIdentifier)}>
            {t('home_view_repair')}{' '}
            <span className="visually-hidden">
              {job.jobNo ? t('repair_history_job_hidden', { jobNo: job.jobNo }) : description}
            </span>
          </Link>
        </li>
        <li>
          <Link className="link" to={REPAIR_HISTORY_PATH}>
            {t('home_view_all_repairs')}
          </Link>
        </li>
      </ul>
      {/* Its place is kept (latest-repair.css), so nothing moves when the line comes. */}
      <div className="latest-repair__next">
        <Suspense fallback={null}>
          <LatestRepairNextStep workOrderId={workOrder.identifiers.worksOrderIdentifier} />
        </Suspense>
      </div>
    </div>
  );
}
