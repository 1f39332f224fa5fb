import { Link } from 'react-router';
import { t } from '../../shared/i18n';
import { REPORT_REPAIR_PATH } from './repairs-rule';
import './home.css';

export interface ReportRepairLinkProps {
  /** true while repairs are under maintenance: the button shows, but cannot be used. */
  unavailable: boolean;
  /** The id of what says why it cannot be used. */
  describedBy?: string;
}

function StartIcon() {
  return (
    <svg className="button__start-icon" xmlns="http://www.w3.org/2000/svg" width="17.5" height="19" viewBox="0 0 33 40" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
    </svg>
  );
}

/**
 * The way into the repair journey (Create repair, repairs.md §2): a GOV.UK start button. It goes to a page, so it is
 * a link; a link cannot be disabled, so under maintenance it becomes a disabled button explained by the notice.
 */
export function ReportRepairLink({ unavailable, describedBy }: ReportRepairLinkProps) {
  if (unavailable) {
    return (
      <button type="button" className="button button--start" disabled aria-describedby={describedBy}>
        {t('home_report_repair')}
        <StartIcon />
      </button>
    );
  }
  return (
    <Link className="button button--start" to={REPORT_REPAIR_PATH} draggable={false}>
      {t('home_report_repair')}
      <StartIcon />
    </Link>
  );
}
