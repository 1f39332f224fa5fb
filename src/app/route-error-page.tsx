import { t } from '../shared/i18n';
import { useDocumentTitle } from '../shared/use-document-title';
import { useErrorReport } from '../shared/use-telemetry';

/**
 * Shown when a screen fails while rendering. It stands in for the whole layout, so it relies on nothing that
 * may have failed: no session, no services, only a link that reloads the portal from its start.
 */
export function RouteErrorPage() {
  useDocumentTitle(t('generic_error_heading'));
  // It relies on no router state: the address is the browser's.
  useErrorReport(window.location.pathname, undefined);
  return (
    <div className="width-container">
      <main id="main-content" className="main">
        <h1 className="heading-l">{t('generic_error_heading')}</h1>
        <p className="body">{t('generic_error_try_again')}</p>
        <a className="button" href="/">
          {t('go_to_home')}
        </a>
      </main>
    </div>
  );
}
