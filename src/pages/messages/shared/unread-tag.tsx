import { t } from '../../../shared/i18n';
import { StatusTag } from '../../../ui/status-tag';

/**
 * "Unread" in words, in a tag (notes/money-messages-cases.md §5: never bold alone, which a screen reader does not
 * say and some residents cannot see). Read messages carry no tag: the list says only what needs attention.
 */
export function UnreadTag() {
  return <StatusTag label={t('messages_unread_tag')} colour="blue" className="message-unread-tag" />;
}
