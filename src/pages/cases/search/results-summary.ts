import { t } from '../../../shared/i18n';

/**
 * What the list says about itself, announced politely when it changes: how many requests are shown, or that none
 * match (portal.md §8 Case_CC021_no_results). Paged by key, the list does not count them all (decision 0038).
 */
export function resultsSummary(shown: number): string {
  if (shown === 0) return t('Case_CC021_no_results');
  return shown === 1 ? t('cases_showing_one') : t('cases_showing_count', { shown });
}
