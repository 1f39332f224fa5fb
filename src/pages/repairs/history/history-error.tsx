import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { CallUs } from '../../../ui/phone-number';
import { HOME_PATH } from '../../../shared/paths';
import { REPAIR_PAGE_MESSAGES } from '../../../repairs/page-messages';

/** The list could not be loaded (repairs.md §8 repair_History_Error_Message2): what to do instead, and the way home. */
export function HistoryError() {
  return (
    <div className="history-error" role="alert" aria-labelledby="history-error-heading">
      <h2 className="history-error__heading" id="history-error-heading">
        {t('generic_error_heading')}
      </h2>
      <p className="body">{t(REPAIR_PAGE_MESSAGES.historyListFailed)}</p>
      <CallUs />
      <Link className="link" to={HOME_PATH}>
        {t('return_to_home')}
      </Link>
    </div>
  );
}
