import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess } from './access-rule';
import { Footer } from './footer';
import { Header } from './header';
import { t } from '../shared/i18n';
import { IdleLogout } from './idle-logout';
import { useCustomer } from '../customer/use-customer';
import { useSession } from '../shared/use-session';

/**
 * The frame of every page: skip link, header (only with a login status), main content, footer, and the idle
 * time-out. It also applies the access rule, so no screen renders for a visitor who may not see it.
 */
export function Layout() {
  const session = useSession();
  const { pathname } = useLocation();
  const { data } = useCustomer(session?.customerId);
  const decision = decideAccess(pathname, { loggedIn: session !== null, customerId: session?.customerId ?? null });

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skip_to_main_content')}
      </a>
      {session && <Header customer={data?.customer} />}
      <div className="width-container">
        <main id="main-content" className="main" tabIndex={-1}>
          {decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />}
        </main>
      </div>
      <Footer />
      <IdleLogout enabled={session !== null} />
    </>
  );
}
