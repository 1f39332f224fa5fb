import { useEffect } from 'react';
import { t } from './i18n';

/** Sets the browser tab title to "<page> – My home portal", the first thing a screen reader announces. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} – ${t('service_name')}`;
  }, [page]);
}
