import { useSyncExternalStore } from 'react';
import type { HistoryView } from '../../../repairs';

/**
 * The repair screens' mobile breakpoint (repairs.md §9: 414 px). repair-history.css switches the layout at the same
 * width; the page needs to know it too, because the two layouts load differently (a page of 10, 20 or 100, or 100 at
 * a time as the resident scrolls), and asking only for the layout shown keeps to one search.
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 414px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_MEDIA_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// Without matchMedia (an old browser or a test DOM) the table is the safe choice: it works at any width.
const isMobile = () => mediaQuery()?.matches ?? false;

/** The layout for the window's width now, following it as the window is resized or a phone turned. */
export function useHistoryView(): HistoryView {
  return useSyncExternalStore(subscribe, isMobile, () => false) ? 'mobile' : 'desktop';
}
