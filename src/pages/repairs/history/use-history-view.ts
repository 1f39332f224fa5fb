import type { HistoryView } from '../../../repairs';
import { useMediaQuery } from '../../../ui/use-media-query';

/**
 * The repair screens' mobile breakpoint (repairs.md §9: 414 px). The page needs to know it, because the two layouts
 * load differently (a page of 10, 20 or 100, or 100 at a time as the resident scrolls), and asking only for the
 * layout shown keeps to one search.
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 414px)';

/** The layout for the window's width now, following it as the window is resized or a phone turned. */
export function useHistoryView(): HistoryView {
  return useMediaQuery(MOBILE_MEDIA_QUERY) ? 'mobile' : 'desktop';
}
