import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../shared/i18n';
import { HOME_PATH } from '../../shared/paths';
import { readLoginReturn } from '../../shared/return-path';
import { useServices } from '../../shared/services';
import { useDocumentTitle } from '../../shared/use-document-title';
import { usePartWhenIdle } from '../../ui/use-part-when-idle';
import { useLogoutCallback } from './use-logout-callback';

// The notice after an idle logout is rare, and its code is not in the first download: it comes when it is to be shown,
// a moment after the page (decision 0080).
const loadLoggedOutDialog = async () => (await import('../../auth/logged-out-dialog')).LoggedOutDialog;

/** /startpage: what the portal is for, and the way in through the identity provider. */
export function StartPage() {
  useDocumentTitle(t('start_title'));
  const { auth, config } = useServices();
  const { loggedOutForIdle, dismiss } = useLogoutCallback();
  // The page a logged-out resident asked for, when the access rule sent them here to log in first (decision 0027).
  const returnTo = readLoginReturn(useLocation().state);
  const LoggedOutDialog = usePartWhenIdle(loadLoggedOutDialog, false, loggedOutForIdle);

  // A link, because logging in takes the resident to another site; its href (home, which sends a visitor who
  // is not logged in back here) only matters if the script has not run.
  const logIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void (returnTo ? auth.startLogin('login', { returnTo }) : auth.startLogin('login'));
  };

  return (
    <>
      <h1 className="heading-xl">{t('service_name')}</h1>
      <p className="body-l">{t('start_intro')}</p>
      <p className="body">{t('start_you_can')}</p>
      <ul className="list list--bullet">
        <li>{t('start_can_repairs')}</li>
        <li>{t('start_can_balance')}</li>
        <li>{t('start_can_details')}</li>
        <li>{t('start_can_messages')}</li>
        <li>{t('start_can_requests')}</li>
      </ul>
      <h2 className="heading-m">{t('start_new_heading')}</h2>
      <p className="body">{t('start_new_body')}</p>
      <button type="button" className="button button--start" onClick={() => void auth.startLogin('registration')}>
        {t('start_register')}
      </button>
      <h2 className="heading-m">{t('start_existing_heading')}</h2>
      <p className="body">
        <a className="link" href={HOME_PATH} onClick={logIn}>
          {t('start_log_in')}
        </a>
      </p>
      {LoggedOutDialog && (
        <LoggedOutDialog
          open={loggedOutForIdle}
          idle={{ idleTimeoutMs: config.idleTimeoutMs, countdownMs: config.idleCountdownMs }}
          onClose={dismiss}
        />
      )}
    </>
  );
}
