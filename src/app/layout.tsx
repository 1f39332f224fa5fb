import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess, type AccessDecision } from './access-rule';
import { AskJourneyTogglesAhead } from './ask-journey-toggles-ahead';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { t } from '../shared/i18n';
import { IdleLogout } from './idle-logout';
import { useCustomer } from '../customer-ui/use-customer';
import { portalPath, type LoginReturnState } from '../shared/return-path';
import { useServices } from '../shared/services';
import { useSession } from '../shared/use-session';
import { usePageView } from '../shared/use-telemetry';

/** The start page's state after a redirect to log in: the address asked for, if it is one of the portal's own. */
function loginReturn(decision: AccessDecision, asked: string): LoginReturnState | undefined {
  if (decision.kind !== 'redirect' || !decision.toLogIn) return undefined;
  const returnTo = portalPath(asked);
  return returnTo ? { returnTo } : undefined;
}

/**
 * The frame of every page: skip link, header (only with a login status), main content, footer, and the idle
 * time-out. It also applies the access rule, so no screen renders for a visitor who may not see it.
 */
// Development builds only: record mode's bar stays on the pages a recorded walk ends on (src/studio/record-mode.tsx).
const RecordingBarElsewhere = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('../studio/record-mode')).RecordingBarElsewhere }))
  : null;

export function Layout() {
  const session = useSession();
  const { auth } = useServices();
  const { pathname, search, hash } = useLocation();
  // While a login answer is being completed the session is on its way: the header is drawn already, so the page does
  // not move down when it arrives (no layout shift; issue 13).
  const answeringLogin = auth.isLoginCallback(`${window.location.origin}${pathname}${search}`);
  const { data, error } = useCustomer(session?.customerId);
  const decision = decideAccess(pathname, { loggedIn: session !== null, customerId: session?.customerId ?? null });
  // The header's customer: null when none will come (the login has no customer, or loading it failed).
  // While the login answer is completed it is not known yet (undefined): the menu stays empty rather than drawn wrong.
  const customer =
    !session && answeringLogin ? undefined : !session?.customerId || error !== undefined ? null : data?.customer;
  usePageView(decision.kind === 'redirect' || answeringLogin ? null : pathname);

  return (
    <>
      {/* GOV.UK: the cookie banner first, then the skip link. */}
      <CookieBanner />
      <a className="skip-link" href="#main-content">
        {t('skip_to_main_content')}
      </a>
      {(session || answeringLogin) && <Header customer={customer} />}
      <div className="width-container">
        <main id="main-content" className="main" tabIndex={-1}>
          {decision.kind === 'redirect' ? (
            <Navigate to={decision.to} replace state={loginReturn(decision, `${pathname}${search}${hash}`)} />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      <Footer />
      <IdleLogout enabled={session !== null} />
      {customer && <AskJourneyTogglesAhead />}
      {RecordingBarElsewhere && (
        <Suspense fallback={null}>
          <RecordingBarElsewhere />
        </Suspense>
      )}
    </>
  );
}
