import { t } from '../../shared/i18n';

/** "You have 3 unread messages" (the count of the list it stands above), or nothing while it is not known. */
export function UnreadSummary({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  const text =
    count === 0
      ? t('messages_unread_none')
      : count === 1
        ? t('messages_unread_one')
        : t('messages_unread_many', { count });
  return <p className="body messages-unread-summary">{text}</p>;
}
