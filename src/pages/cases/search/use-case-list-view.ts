import { useMediaQuery } from '../../../ui/use-media-query';
import type { PagedListView } from '../../../ui/list/use-paged-list';

/**
 * The case list's phone layout up to 820 px wide (portal.md §9 "Breakpoints: 820 px (mobile …)"): cards that load a
 * batch at a time with Show more. The page needs to know, because the two layouts load differently and only the one
 * shown is asked for.
 */
export const CASE_PHONE_MEDIA_QUERY = '(max-width: 820px)';

export function useCaseListView(): PagedListView {
  return useMediaQuery(CASE_PHONE_MEDIA_QUERY) ? 'phone' : 'desktop';
}
