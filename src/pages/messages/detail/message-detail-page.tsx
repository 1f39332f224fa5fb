import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n';
import type { Communication } from '../../../gateway';
import { messageDocumentId, messageSender, messageSubject } from '../../../messages/message-parts';
import { offersViewStatement } from '../../../messages/view-statement';
import { MESSAGES_PATH, VIEW_STATEMENT_PATH } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSession } from '../../../shared/use-session';
import { BackLink } from '../../../ui/back-link';
import { ErrorBox } from '../../../ui/error-box';
import { LinkParagraph } from '../../../ui/link-paragraph';
import { Loading } from '../../../ui/loading';
import { NO_VALUE } from '../../../ui/no-value';
import { SummaryList } from '../../../ui/summary-list';
import { linkedMessage } from '../shared/message-link-state';
import { MessageBody } from './message-body';
import { MessageDocument } from './message-document';
import { sentAt } from './sent-at';
import { useOpenedMessage } from './use-opened-message';
import './message-detail.css';

/**
 * /messagedetails?id=<message identifier> (portal.md §2 Messages): Back to the inbox as it was, the subject, who sent
 * it and when, the body in its lines, the document it comes with, and View Statement for the types that allow it.
 * Opening it marks it read (use-opened-message.ts).
 */
export function MessageDetailPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const id = params.get('id')?.trim() ?? '';
  if (!session?.customerId || id === '') return <MessageNotFound />;
  // A key per message, so a link from one message to another starts from a clean page.
  return <MessageDetail key={id} id={id} customerId={session.customerId} />;
}

function MessageDetail({ id, customerId }: { id: string; customerId: string }) {
  const location = useLocation();
  const { message, notFound, failed } = useOpenedMessage(customerId, id, linkedMessage(location.state, id));
  if (notFound) return <MessageNotFound />;
  if (failed) return <MessageNotShown />;
  if (!message) return <MessageLoading />;
  return <MessageShown message={message} customerId={customerId} />;
}

/** Every state of the page: its title in the tab, and Back to the inbox first. */
function MessageFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <BackLink fallback={MESSAGES_PATH} />
      {children}
    </>
  );
}

function MessageShown({ message, customerId }: { message: Communication; customerId: string }) {
  const subject = messageSubject(message) || t('messages_no_subject');
  const documentId = messageDocumentId(message);
  return (
    <MessageFrame title={subject}>
      <h1 className="heading-l message-detail__subject">{subject}</h1>
      <SummaryList
        rows={[
          { key: 'sender', label: t('messages_col_sender'), value: messageSender(message) || NO_VALUE },
          { key: 'date', label: t('messages_col_date'), value: sentAt(message.createdDate) },
        ]}
      />
      <MessageBody message={message} />
      {documentId && <MessageDocument customerId={customerId} documentId={documentId} />}
      {offersViewStatement(message.communicationCategoryType) && (
        <Link className="button" to={VIEW_STATEMENT_PATH}>
          {t('messages_view_statement')}
        </Link>
      )}
    </MessageFrame>
  );
}

function MessageLoading() {
  return (
    <MessageFrame title={t('messages_detail_title')}>
      <Loading />
    </MessageFrame>
  );
}

/** Not the resident's, or no such message: said plainly, with the way to their messages (not an error page). */
function MessageNotFound() {
  return (
    <MessageFrame title={t('messages_not_found_title')}>
      <h1 className="heading-l">{t('messages_not_found_title')}</h1>
      <p className="body">{t('messages_not_found_body')}</p>
      <LinkParagraph to={MESSAGES_PATH} text={t('messages_go_to_inbox')} />
    </MessageFrame>
  );
}

/** The message could not be had (portal.md §8 SSC021): the phone number and the way home. */
function MessageNotShown() {
  return (
    <MessageFrame title={t('messages_detail_title')}>
      <h1 className="heading-l">{t('messages_detail_title')}</h1>
      <ErrorBox heading={t('generic_error_heading')} messages={[t('SSC021')]} />
    </MessageFrame>
  );
}
