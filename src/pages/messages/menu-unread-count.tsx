import { t } from '../../shared/i18n';
import './menu-unread-count.css';

/**
 * The unread count beside the header's Messages item: the number in a badge, with " unread" for screen readers, so
 * the link reads "Messages 3 unread" and its visible words stay the start of its name (voice control). Nothing when
 * none are unread, or the count is not known.
 */
export function MenuUnreadCount({ count }: { count: number | undefined }) {
  if (count === undefined || count === 0) return null;
  return (
    <>
      {' '}
      <span className="menu-unread-count">{count}</span>{' '}
      <span className="visually-hidden">{t('messages_menu_unread_hidden')}</span>
    </>
  );
}
