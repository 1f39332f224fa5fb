import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { t, tOptional } from '../../shared/i18n';
import { CallUs } from '../../ui/phone-number';
import { HOME_PATH, START_PATH } from '../../shared/paths';
import { useServices } from '../../shared/services';
import { useLogout } from '../../shared/use-logout';
import { useSession } from '../../shared/use-session';
import { ErrorLayout } from './error-layout';
import { readErrorState } from '../../shared/error-state';
import { TrackingId } from './tracking-id';
import { useRefresh } from './use-refresh';

/** The variants that say what went wrong, with the tracking id and the way home: "Whoops!", the idempotency error. */
const PLAIN_VARIANTS = {
  whoops: { heading: 'whoops_heading', body: 'whoops_body' },
  idempotency: { heading: 'generic_error_heading', body: 'IDEM_Error' },
} as const;

/**
 * /genericerror (portal.md §2 "Error pages and dialogs"): the service problem page with a tracking id and Refresh
 * (to the failed page, else home, or the start page when not logged in), or the variant the navigation state asks
 * for — "Whoops!", the idempotency error, or "no self-serve account" after a login without a customer.
 */
export function GenericErrorPage() {
  const location = useLocation();
  const session = useSession();
  const { newId } = useServices();
  const state = readErrorState(location.state);
  const [trackingId] = useState(() => state.correlationId ?? newId());
  // Refresh never reloads this page (it would only show the problem again): it loads the page that failed when the
  // caller said which, else home, or the start page for a visitor who is not logged in (portal.md §2).
  const refresh = useRefresh(session ? (state.from ?? HOME_PATH) : START_PATH);
  const homeButton = (
    <Link className="button" to={session ? HOME_PATH : START_PATH}>
      {session ? t('go_to_home') : t('go_to_start_page')}
    </Link>
  );

  if (state.variant === 'no-self-serve-account')
    return <NoSelfServeAccount homeButton={homeButton} loggedIn={session !== null} />;

  const plain = state.variant && PLAIN_VARIANTS[state.variant];
  if (plain) {
    return (
      <ErrorLayout heading={t(plain.heading)} trackingId={trackingId}>
        <p className="body">{t(plain.body)}</p>
        <TrackingId id={trackingId} />
        {homeButton}
      </ErrorLayout>
    );
  }

  // A journey that failed may name what failed (portal.md §8 cases_servicedown): its words, else the general ones.
  const message = (state.messageKey && tOptional(state.messageKey)) || t('generic_error_try_again');
  return (
    <ErrorLayout heading={t('generic_error_heading')} trackingId={trackingId}>
      <p className="body">{message}</p>
      <TrackingId id={trackingId} />
      <button type="button" className="button" onClick={refresh}>
        {t('refresh')}
      </button>
    </ErrorLayout>
  );
}

function NoSelfServeAccount({ homeButton, loggedIn }: { homeButton: ReactNode; loggedIn: boolean }) {
  const { logOut, loggingOut } = useLogout();
  return (
    <ErrorLayout heading={t('IDEM_No_Account_heading')}>
      <p className="body">{t('IDEM_No_Account')}</p>
      <CallUs />
      {/* Home would only bring the resident back here, so a logged-in resident is offered a way out instead. */}
      {loggedIn ? (
        <button type="button" className="button" onClick={() => void logOut()} disabled={loggingOut}>
          {t('log_out')}
        </button>
      ) : (
        homeButton
      )}
    </ErrorLayout>
  );
}
