import { Link, useLocation } from 'react-router';
import { t } from '../../shared/i18n';
import { CallUs } from '../../ui/phone-number';
import { HOME_PATH } from '../../shared/paths';
import { ErrorLayout } from './error-layout';
import { readErrorState } from '../../shared/error-state';
import { useRefresh } from './use-refresh';

/** /workOrderErrorPage: the repair's job number could not be fetched (repairs.md §8). */
export function WorkOrderErrorPage() {
  const { from } = readErrorState(useLocation().state);
  const refresh = useRefresh(from);
  return (
    <ErrorLayout heading={t('generic_error_heading')}>
      <p className="body">{t('work_Order_Error_Message')}</p>
      <CallUs />
      <div className="button-group">
        <button type="button" className="button" onClick={refresh}>
          {t('refresh_page')}
        </button>
        <Link className="link" to={HOME_PATH}>
          {t('return_to_home')}
        </Link>
      </div>
    </ErrorLayout>
  );
}
