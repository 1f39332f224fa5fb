import { t } from './i18n';

/** What a resident sees while a page's data or code is on its way; announced politely to screen readers. */
export function Loading() {
  return (
    <p className="loading" role="status">
      {t('loading')}
    </p>
  );
}
