import { t } from '../../shared/i18n';
import { REPORT_REPAIR_PATH } from '../../shared/paths';
import { ButtonLink } from '../../ui/button-link';
import { StartIcon } from '../../ui/start-icon';

export interface ReportRepairLinkProps {
  /** true while repairs are under maintenance: the button shows, but cannot be used. */
  unavailable: boolean;
  /** The id of what says why it cannot be used. */
  describedBy?: string | undefined;
}

/**
 * The way into the repair journey (Create repair, repairs.md §2): a GOV.UK start button. It goes to a page, so it is
 * a link; a link cannot be disabled, so under maintenance it becomes a disabled button explained by the notice.
 */
export function ReportRepairLink({ unavailable, describedBy }: ReportRepairLinkProps) {
  return (
    <ButtonLink
      to={REPORT_REPAIR_PATH}
      unavailable={unavailable}
      describedBy={describedBy}
      className="button button--start"
    >
      {t('home_report_repair')}
      <StartIcon />
    </ButtonLink>
  );
}
