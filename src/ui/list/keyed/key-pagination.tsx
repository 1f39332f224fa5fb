import { Link } from 'react-router';
import type { PaginationTexts } from '../pagination';
import '../pagination.css';

export interface KeyPaginationProps {
  /** The address of the page before, or null on the first page. */
  previousHref: string | null;
  /** The address of the next page, or null on the last. */
  nextHref: string | null;
  /** Called when the resident follows a link, so the page can take focus to the new results. */
  onNavigate?(): void;
  texts: Pick<PaginationTexts, 'label' | 'previous' | 'next' | 'page'>;
}

/**
 * GOV.UK pagination for a list paged by key (decision 0038): Previous and Next only, the GOV.UK variant for lists
 * without page numbers. They are links to the page's own address, so Back, a reload and a bookmark keep the page.
 */
export function KeyPagination({ previousHref, nextHref, onNavigate, texts }: KeyPaginationProps) {
  if (previousHref === null && nextHref === null) return null;
  return (
    <nav className="pagination" aria-label={texts.label}>
      {previousHref !== null && (
        <div className="pagination__prev">
          <Link className="pagination__link" to={previousHref} rel="prev" onClick={onNavigate}>
            <span className="pagination__arrow" aria-hidden="true">
              ←
            </span>{' '}
            {texts.previous} <span className="visually-hidden">{texts.page}</span>
          </Link>
        </div>
      )}
      {nextHref !== null && (
        <div className="pagination__next">
          <Link className="pagination__link" to={nextHref} rel="next" onClick={onNavigate}>
            {texts.next} <span className="visually-hidden">{texts.page}</span>{' '}
            <span className="pagination__arrow" aria-hidden="true">
              →
            </span>
          </Link>
        </div>
      )}
    </nav>
  );
}
