import { t } from '../../../shared/i18n';
import type { Communication } from '../../../gateway';
import { messageFirstLine, messageSender, messageSubject } from '../../../messages/message-parts';
import { ukLongDate } from '../../../shared/dates';
import type { CardSpec } from '../../../ui/list/card-list';
import type { TableColumn } from '../../../ui/list/data-table';
import type { ListLayout } from '../../../ui/list/results-body';
import { NO_VALUE } from '../../../ui/no-value';
import { MessageLink } from '../shared/message-link';
import { shownStatus } from '../shared/read-marks';
import { UnreadTag } from '../shared/unread-tag';

const isUnread = (message: Communication) => shownStatus(message) === 'UNREAD';
const sentOn = (message: Communication) => ukLongDate(message.createdDate) ?? NO_VALUE;
const sender = (message: Communication) => messageSender(message) || NO_VALUE;
const subject = (message: Communication) => messageSubject(message) || t('messages_no_subject');

/**
 * The inbox table (portal.md §2: date, sender, subject and message, its first line). The subject opens the message;
 * an unread one says so in a tag before it, and its row is bold as well.
 */
export function messageColumns(from: string): TableColumn<Communication>[] {
  return [
    { key: 'date', header: t('messages_col_date'), cell: sentOn, nowrap: true },
    { key: 'sender', header: t('messages_col_sender'), cell: sender },
    {
      key: 'subject',
      header: t('messages_col_subject'),
      cell: (message) => (
        <>
          {isUnread(message) && (
            <>
              <UnreadTag />{' '}
            </>
          )}
          <MessageLink message={message} from={from}>
            {subject(message)}
          </MessageLink>
        </>
      ),
    },
    { key: 'message', header: t('messages_col_message'), cell: (message) => messageFirstLine(message) || NO_VALUE },
  ];
}

/** An unread message's row is bold, beside its tag. */
export const messageRowClass = (message: Communication): string | undefined =>
  isUnread(message) ? 'message-row--unread' : undefined;

/**
 * The phone cards: one a message, its subject the heading (after an Unread tag when unread), then when and who sent it
 * and its first line, and Read message. Unread cards are edged in blue and bold; the tag says it in words.
 */
export function messageCard(from: string): CardSpec<Communication> {
  return {
    title: (message) => (
      <>
        {isUnread(message) && (
          <>
            <UnreadTag />{' '}
          </>
        )}
        {subject(message)}
      </>
    ),
    fields: [
      { key: 'date', label: t('messages_col_date'), value: sentOn },
      { key: 'sender', label: t('messages_col_sender'), value: sender },
      { key: 'message', label: t('messages_col_message'), value: (message) => messageFirstLine(message) || NO_VALUE },
    ],
    action: (message) => (
      <MessageLink message={message} from={from} className="button button--secondary">
        {t('messages_read_message')} <span className="visually-hidden">{subject(message)}</span>
      </MessageLink>
    ),
    accent: (message) => (isUnread(message) ? 'blue' : 'grey'),
    className: (message) => (isUnread(message) ? 'message-card message-card--unread' : 'message-card'),
  };
}

/** The list's rows and cards as the kit's results take them. */
export function messageLayout(from: string): ListLayout<Communication> {
  return {
    itemKey: (message) => message.identifier,
    columns: messageColumns(from),
    card: messageCard(from),
    cardsClassName: 'message-cards',
    rowClassName: messageRowClass,
  };
}
