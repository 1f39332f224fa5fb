import { Link } from 'react-router';
import { t } from '../../shared/i18n';
import { pageItems } from './page-items';
import './pagination.css';

/** The words of the pagination; each defaults to the portal's generic text. */
export interface PaginationTexts {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  /** Read after Previous and Next by screen readers: "Previous page". */
  page: string;
  /** A page number's link name: "Page 3". */
  pageNumber(page: number): string;
}

export interface PaginationProps {
  current: number;
  last: number;
  /** The address of a page (its query string). */
  hrefOf(page: number): string;
  /** Called when the resident follows a link, so the page can take focus to the new results. */
  onNavigate?(): void;
  texts?: Partial<PaginationTexts>;
}

/** The portal's words of a pagination; a list gives its own label, and any word it says otherwise. */
export const defaultPaginationTexts = (): PaginationTexts => ({
  label: t('pagination_label'),
  previous: t('pagination_previous'),
  next: t('pagination_next'),
  page: t('pagination_page_hidden'),
  pageNumber: (page) => t('pagination_page', { page }),
});

/**
 * GOV.UK pagination: Previous and Next, and the page numbers, the current one marked with aria-current. They are
 * links to the page's own address, so a page can be opened in a new tab, bookmarked, or come back with Back. Nothing
 * is shown for a single page.
 */
export function Pagination({ current, last, hrefOf, onNavigate, texts }: PaginationProps) {
  if (last <= 1) return null;
  const words = { ...defaultPaginationTexts(), ...texts };
  return (
    <nav className="pagination" aria-label={words.label}>
      {current > 1 && pageStep('prev', hrefOf(current - 1), words, onNavigate)}
      <ul className="pagination__list">
        {pageItems(current, last).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`after-${item.after}`} className="pagination__item pagination__item--ellipsis">
              ⋯
            </li>
          ) : (
            <li
              key={item.page}
              className={item.page === current ? 'pagination__item pagination__item--current' : 'pagination__item'}
            >
              <Link
                className="pagination__link"
                to={hrefOf(item.page)}
                aria-label={words.pageNumber(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < last && pageStep('next', hrefOf(current + 1), words, onNavigate)}
    </nav>
  );
}

/**
 * Previous or Next, with its arrow: the same link whether the list pages by number or by key. Called, not drawn as a
 * component: it has no state of its own.
 */
export function pageStep(
  rel: 'prev' | 'next',
  href: string,
  words: Pick<PaginationTexts, 'previous' | 'next' | 'page'>,
  onNavigate: (() => void) | undefined,
) {
  const prev = rel === 'prev';
  const arrow = (
    <span className="pagination__arrow" aria-hidden="true">
      {prev ? '←' : '→'}
    </span>
  );
  return (
    <div className={`pagination__${rel}`}>
      <Link className="pagination__link" to={href} rel={rel} onClick={onNavigate}>
        {prev && <>{arrow} </>}
        {prev ? words.previous : words.next} <span className="visually-hidden">{words.page}</span>
        {!prev && <> {arrow}</>}
      </Link>
    </div>
  );
}
