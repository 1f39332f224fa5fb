import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isShownFailure } from '../../gateway';
import { t } from '../../shared/i18n';
import { CallUs } from '../../ui/phone-number';
import { takeReturnPath } from '../../shared/return-path';
import { HOME_PATH } from '../../shared/paths';
import { useServices } from '../../shared/services';
import { customerKey } from '../../customer-ui/use-customer';
import { useLogout } from '../../shared/use-logout';
import { useSession } from '../../shared/use-session';
import { ErrorLayout } from './error-layout';

/**
 * /customerApiErrorPage: the resident's details did not load. Retry loads them again and, when that works,
 * returns to the page that failed (stored before coming here) or home; Log out is the way out.
 */
export function CustomerApiErrorPage() {
  const { gateway } = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { logOut, loggingOut } = useLogout();
  const [retrying, setRetrying] = useState(false);
  const [retryFailed, setRetryFailed] = useState(false);
  const customerId = session?.customerId;

  const retry = async () => {
    if (!customerId || retrying) return;
    setRetrying(true);
    setRetryFailed(false);
    try {
      const customer = await gateway.getCustomer(customerId);
      await mutate(customerKey(customerId), customer, { revalidate: false });
      navigate(takeReturnPath() ?? HOME_PATH, { replace: true });
    } catch (error) {
      setRetrying(false);
      // A 401 is already on its way back to the start (the gateway client's onUnauthorised).
      if (isShownFailure(error)) setRetryFailed(true);
    }
  };

  return (
    <ErrorLayout heading={t('customer_api_error_heading')}>
      {retryFailed && (
        <div className="error-summary" role="alert">
          <h2 className="heading-m">{t('there_is_a_problem')}</h2>
          <p className="body">{t('customer_api_error_retry_failed')}</p>
        </div>
      )}
      <p className="body">{t('customer_api_error_body')}</p>
      <CallUs />
      <div className="button-group">
        <button type="button" className="button" onClick={() => void retry()} disabled={retrying}>
          {t('retry')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void logOut()} disabled={loggingOut}>
          {t('log_out')}
        </button>
      </div>
    </ErrorLayout>
  );
}
