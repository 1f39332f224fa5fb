import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { pageItems } from './page-items';

export interface PaginationProps {
  current: number;
  last: number;
  /** The address of a page (its query string). */
  hrefOf(page: number): string;
  /** Called when the resident follows a link, so the page can take focus to the new results. */
  onNavigate(): void;
}

/**
 * GOV.UK pagination: Previous and Next, and the page numbers, the current one marked with aria-current. They are
 * links to the page's own address, so a page can be opened in a new tab, bookmarked, or come back with Back.
 */
export function Pagination({ current, last, hrefOf, onNavigate }: PaginationProps) {
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('repair_history_pagination')}>
      {current > 1 && (
        <div className="pagination__prev">
          <Link className="pagination__link" to={hrefOf(current - 1)} rel="prev" onClick={onNavigate}>
            <span className="pagination__arrow" aria-hidden="true">←</span> {t('repair_history_previous')}
            {' '}
            <span className="visually-hidden">{t('repair_history_page_word')}</span>
          </Link>
        </div>
      )}
      <ul className="pagination__list">
        {pageItems(current, last).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`after-${item.after}`} className="pagination__item pagination__item--ellipsis">
              ⋯
            </li>
          ) : (
            <li key={item.page} className={item.page === current ? 'pagination__item pagination__item--current' : 'pagination__item'}>
              <Link
                className="pagination__link"
                to={hrefOf(item.page)}
                aria-label={t('repair_history_page_label', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < last && (
        <div className="pagination__next">
          <Link className="pagination__link" to={hrefOf(current + 1)} rel="next" onClick={onNavigate}>
            {t('repair_history_next')}
            {' '}
            <span className="visually-hidden">{t('repair_history_page_word')}</span> <span className="pagination__arrow" aria-hidden="true">→</span>
          </Link>
        </div>
      )}
    </nav>
  );
}
