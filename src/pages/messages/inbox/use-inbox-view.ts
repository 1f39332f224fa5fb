import type { PagedListView } from '../../../ui/use-paged-list';
import { useMediaQuery } from '../../../ui/use-media-query';

/** The inbox's two layouts: the table, paged, or the phone's cards, 100 at a time with Show more. */
export type InboxView = PagedListView;

/**
 * The inbox's phone layout: portal.md §9 "Messages … Scrolling uses a 314 to 912 px band", so up to 912 px wide (a
 * phone, a small tablet) the messages are cards that load 100 at a time. The page needs to know it because the two
 * layouts load differently, and asking only for the one shown keeps to one call.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 912px)';

/** The layout for the window's width now, following it as the window is resized or a phone turned. */
export function useInboxView(): InboxView {
  return useMediaQuery(PHONE_MEDIA_QUERY) ? 'phone' : 'desktop';
}
