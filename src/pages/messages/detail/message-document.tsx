import { t } from '../../../shared/i18n';
import { useOpenMessageDocument } from './use-open-message-document';

/**
 * The document a message comes with (portal.md §3: content[2], the statement a statement message announces): a button
 * that opens it as a PDF in a new tab, with a link to it instead when no tab could open, and the reason when it could
 * not be fetched.
 */
export function MessageDocument({ customerId, documentId }: { customerId: string; documentId: string }) {
  const { open, opening, failed, fallback } = useOpenMessageDocument(customerId);
  return (
    <div className="message-document">
      <button
        type="button"
        className="message-document__open"
        onClick={() => {
          if (!opening) void open(documentId);
        }}
        aria-disabled={opening || undefined}
      >
        {opening ? t('messages_document_opening') : t('messages_document_open')}{' '}
        <span className="message-document__hint">{t('opens_in_new_tab')}</span>
      </button>
      {fallback && (
        <p className="body">
          <a className="link" href={fallback.url} download={fallback.fileName}>
            {t('messages_document_download', { fileName: fallback.fileName })}
          </a>
        </p>
      )}
      {failed && (
        <p className="body message-document__failed" role="alert">
          {t('messages_document_failed')}
        </p>
      )}
    </div>
  );
}
