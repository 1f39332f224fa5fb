import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { repairDetailPath } from '../../../shared/paths';
import type { RepairListItem } from '../../../gateway';
import { repairListDescription } from '../../../repairs/list-description';
import { repairStatusColour } from '../../../repairs/status-colour';
import { DRAFT_STATUS, DraftSteps } from './draft-steps';
import { completedOrAppointmentDate, formatRepairDate } from './format-date';
import { RepairStatusTag } from './repair-status-tag';

export interface RepairCardsProps {
  items: readonly RepairListItem[];
  /** The card to take focus once shown (the first of those Show more loaded); null for none. */
  focusIndex: number | null;
  /** Called once that card has taken focus. */
  onFocused(): void;
}

/**
 * The phone list (repairs.md §2, §4): one card a repair, edged in its status colour (rules/repair-status-colours.json:
 * green Completed, red Cancelled, yellow otherwise), with a View details link. The colour is never the only sign: the
 * status is written in the tag.
 */
export function RepairCards({ items, focusIndex, onFocused }: RepairCardsProps) {
  const focusTarget = useRef<HTMLHeadingElement>(null);
  // Runs again as more repairs arrive: the card is there to focus once its repairs have loaded.
  useEffect(() => {
    if (focusIndex === null || !focusTarget.current) return;
    focusTarget.current.focus();
    onFocused();
  }, [focusIndex, items.length, onFocused]);

  return (
    <ul className="repair-cards">
      {items.map((item, index) => {
        const description = repairListDescription(item);
        return (
          <li key={item.id} className={`repair-card repair-card--${repairStatusColour(item.status)}`}>
            {/* Focusable from script only (tabIndex -1), and kept so once focused: focus moves here after Show more. */}
            <h2 className="repair-card__title" ref={index === focusIndex ? focusTarget : undefined} tabIndex={-1}>
              {description}
            </h2>
            <dl className="repair-card__facts">
              <div className="repair-card__fact">
                <dt>{t('repair_history_col_job')}</dt>
                <dd>{item.jobNo ?? '-'}</dd>
              </div>
              <div className="repair-card__fact">
                <dt>{t('repair_history_col_area')}</dt>
                <dd>{item.area?.trim() || '-'}</dd>
              </div>
              <div className="repair-card__fact">
                <dt>{t('repair_history_col_raised')}</dt>
                <dd>{formatRepairDate(item.raisedDate)}</dd>
              </div>
              <div className="repair-card__fact">
                <dt>{t('repair_history_col_completed_or_appointment')}</dt>
                <dd>{completedOrAppointmentDate(item)}</dd>
              </div>
              <div className="repair-card__fact">
                <dt>{t('repair_history_col_status')}</dt>
                <dd>
                  <RepairStatusTag repair={item} />
                  {item.status === DRAFT_STATUS && <DraftSteps repair={item} />}
                </dd>
              </div>
            </dl>
            <Link className="button button--secondary repair-card__link" to={repairDetailPath(item.id)}>
              {t('repair_history_view_details')}
              {' '}
              <span className="visually-hidden">{item.jobNo ? t('repair_history_job_hidden', { jobNo: item.jobNo }) : description}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
