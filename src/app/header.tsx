import { memo, useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Customer } from '../../schemas/generated/gateway.customer';
import { PROVIDER_SITE_URL } from '../shared/constants';
import { MESSAGES_PATH } from '../shared/paths';
import { t } from '../shared/i18n';
import { MENU_TOGGLE_NAMES, useMenuItems } from '../customer/menu-rules';
import { useLogout } from '../shared/use-logout';
import { useKnownToggles } from '../shared/use-toggles';
import { useUnreadCount } from '../pages/messages/use-unread-count';
import { isCurrentItem, MenuLink } from './menu-link';
import { MENU_ROUTES } from './page-routes';

const MENU_ID = 'portal-menu';

/**
 * The signed-in header: logo, service name and the menu, which folds behind a Menu button on small screens. The menu's
 * items are the route entries that carry a menu entry (src/app/page-routes.ts), shown by their rules.
 *
 * The menu is drawn once everything its rules read is known (the customer, then the toggles, which a later page
 * already has) and, when it offers Messages, the unread count beside it, whole and with Log out last: until then its
 * bar keeps its height and holds nothing, so no item appears, disappears or moves another along (decision 0007).
 * `customer` is null when it will not load.
 */
export const Header = memo(function Header({ customer }: { customer: Customer | null | undefined }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggles = useKnownToggles(MENU_TOGGLE_NAMES, Boolean(customer));
  const shown = useMenuItems(MENU_ROUTES, { customer, toggles });
  // The Messages item carries the unread count (portal.md §4): the menu waits for it too, or for its call to fail, so
  // it is still drawn once, whole, and no item moves along when the count arrives.
  const offersMessages = shown?.some((item) => item.path === MESSAGES_PATH) ?? false;
  const unread = useUnreadCount(offersMessages && customer ? customer.id : null);
  const items = shown !== null && unread.settled ? shown : null;
  const { logOut, loggingOut } = useLogout();

  return (
    <header className="header">
      <div className="header__bar width-container">
        <a className="header__logo" href={PROVIDER_SITE_URL}>
          {t('association_name')} <span className="visually-hidden">{t('header_logo_hint')}</span>
        </a>
        <span className="header__service">{t('service_name')}</span>
        <button
          type="button"
          className="header__menu-button disclosure-arrow"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('menu_button')}
        </button>
      </div>
      <nav
        id={MENU_ID}
        className={menuOpen ? 'header__nav header__nav--open' : 'header__nav'}
        aria-label={t('menu_label')}
        aria-busy={items === null ? true : undefined}
      >
        <ul className="header__list width-container">
          {items && <MenuItems items={items} unread={unread.count} setMenuOpen={setMenuOpen} />}
          {items && (
            <li className="header__item">
              <button
                type="button"
                className="header__link header__logout"
                onClick={() => void logOut()}
                disabled={loggingOut}
              >
                {t('menu_logout')}
              </button>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
});

/**
 * The menu's page items, each marked when the address shows its page: the one part of the header that reads the
 * address (useNavigate reads it too, so it is here: the rest of the header is not drawn again on a move, issue 29).
 */
function MenuItems({
  items,
  unread,
  setMenuOpen,
}: {
  items: ReadonlyArray<(typeof MENU_ROUTES)[number]>;
  unread: number | undefined;
  setMenuOpen(open: boolean): void;
}) {
  const { pathname } = useLocation();
  // The menu's links keep one function to follow them by, so a move redraws only the link whose mark changes.
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  const follow = useCallback(
    (path: string) => {
      setMenuOpen(false);
      // The page already shown is not added to the history again (as React Router's links do).
      void latestNavigate.current(path, { replace: `${window.location.pathname}${window.location.search}` === path });
    },
    [setMenuOpen],
  );
  return items.map((item) => (
    <li key={item.path} className="header__item">
      <MenuLink
        path={item.path}
        label={t(item.menu.label)}
        current={isCurrentItem(pathname, item.path)}
        {...(item.path === MESSAGES_PATH ? { unread } : {})}
        follow={follow}
      />
    </li>
  ));
}
