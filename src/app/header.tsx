import { useState } from 'react';
import { NavLink } from 'react-router';
import type { Customer } from '../../schemas/generated/gateway.customer';
import { PROVIDER_SITE_URL } from '../shared/constants';
import { t, type MessageKey } from '../shared/i18n';
import { MENU_TOGGLE_NAMES, useMenuItems, type MenuItemId } from '../customer/menu-rules';
import { useLogout } from '../shared/use-logout';
import { useToggles } from '../shared/use-toggles';

const MENU_ID = 'portal-menu';

const LABELS: Record<MenuItemId, MessageKey> = {
  home: 'menu_home',
  balance: 'menu_balance',
  repairs: 'menu_repairs',
  messages: 'menu_messages',
  details: 'menu_details',
  requests: 'menu_requests',
};

/** The signed-in header: logo, service name and the menu, which folds behind a Menu button on small screens. */
export function Header({ customer }: { customer: Customer | undefined }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggles = useToggles(MENU_TOGGLE_NAMES, customer !== undefined);
  const items = useMenuItems(customer, toggles);
  const { logOut, loggingOut } = useLogout();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="header">
      <div className="header__bar width-container">
        <a className="header__logo" href={PROVIDER_SITE_URL}>
          {t('association_name')}{' '}
          <span className="visually-hidden">{t('header_logo_hint')}</span>
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
      <nav id={MENU_ID} className={menuOpen ? 'header__nav header__nav--open' : 'header__nav'} aria-label={t('menu_label')}>
        <ul className="header__list width-container">
          {items.map((item) => (
            <li key={item.id} className="header__item">
              <NavLink className="header__link" to={item.to} onClick={closeMenu}>
                {t(LABELS[item.id])}
              </NavLink>
            </li>
          ))}
          <li className="header__item">
            <button type="button" className="header__link header__logout" onClick={() => void logOut()} disabled={loggingOut}>
              {t('menu_logout')}
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
