import { useMediaQuery } from '../use-media-query';
import type { PagedListView } from './use-paged-list';

/**
 * A list's layout for the window's width now, following it as the window is resized or a phone turned: 'phone' (the
 * cards, loaded a batch at a time with Show more) at or under the list's phone width, else 'desktop' (the table,
 * paged). The page needs to know it, because the two layouts load differently and only the one shown is asked for.
 */
export function useListLayout(phoneWidth: number): PagedListView {
  return useMediaQuery(`(max-width: ${phoneWidth}px)`) ? 'phone' : 'desktop';
}
