import { t } from '../shared/i18n';

/**
 * What a resident sees while a page's data or code is on its way; announced politely to screen readers. `text` says
 * what is being waited for when that is known (e.g. SSR061 while appointments load).
 */
export function Loading({ text }: { text?: string } = {}) {
  return (
    <p className="loading" role="status">
      {text ?? t('loading')}
    </p>
  );
}
