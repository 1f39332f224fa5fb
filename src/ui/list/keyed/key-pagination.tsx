import { defaultPaginationTexts, pageStep, type PaginationTexts } from '../pagination';
import '../pagination.css';

export interface KeyPaginationProps {
  /** The address of the page before, or null on the first page. */
  previousHref: string | null;
  /** The address of the next page, or null on the last. */
  nextHref: string | null;
  /** Called when the resident follows a link, so the page can take focus to the new results. */
  onNavigate?(): void;
  /** Its label, and any word it says otherwise than the portal's. */
  texts: Pick<PaginationTexts, 'label'> & Partial<Pick<PaginationTexts, 'previous' | 'next' | 'page'>>;
}

/**
 * GOV.UK pagination for a list paged by key (decision 0038): Previous and Next only, the GOV.UK variant for lists
 * without page numbers. They are links to the page's own address, so Back, a reload and a bookmark keep the page.
 */
export function KeyPagination({ previousHref, nextHref, onNavigate, texts }: KeyPaginationProps) {
  if (previousHref === null && nextHref === null) return null;
  const words = { ...defaultPaginationTexts(), ...texts };
  return (
    <nav className="pagination" aria-label={words.label}>
      {previousHref !== null && pageStep('prev', previousHref, words, onNavigate)}
      {nextHref !== null && pageStep('next', nextHref, words, onNavigate)}
    </nav>
  );
}
