import { memo, type MouseEvent } from 'react';
import { MenuUnreadCount } from '../pages/messages/menu-unread-count';

/** Whether the address shows the item's page or one below it, as React Router's NavLink decides (case apart). */
export function isCurrentItem(pathname: string, itemPath: string): boolean {
  const shown = pathname.toLowerCase();
  const item = itemPath.toLowerCase();
  const end = item !== '/' && item.endsWith('/') ? item.length - 1 : item.length;
  return shown === item || (shown.startsWith(item) && shown.charAt(end) === '/');
}

// A click the browser should handle itself: another button, a modifier (new tab or window), or a target.
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.defaultPrevented;

export interface MenuLinkProps {
  readonly path: string;
  readonly label: string;
  readonly current: boolean;
  /** The unread count, for the Messages item (undefined elsewhere or while unknown). */
  readonly unread?: number | undefined;
  /** Goes to the item's page within the portal (a plain click). */
  follow(path: string): void;
}

/**
 * One item of the header's menu: a link to a page of the portal, marked as the current page (aria-current) when the
 * address shows it. Drawn again only when what it shows changes: React Router's NavLink reads the address itself, so
 * each of the menu's links was drawn again on every move, a journey step's Continue included (issue 13).
 */
export const MenuLink = memo(function MenuLink({ path, label, current, unread, follow }: MenuLinkProps) {
  return (
    <a
      className="header__link"
      href={path}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (leftToBrowser(event)) return;
        event.preventDefault();
        follow(path);
      }}
    >
      {label}
      {unread !== undefined && <MenuUnreadCount count={unread} />}
    </a>
  );
});
