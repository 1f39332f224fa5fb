import type { CommunicationQuery } from '../../../gateway';
import type { DateRange } from '../../../messages/date-range';
import {
  messagePageSizes,
  MESSAGE_SORT_OPTIONS,
  MESSAGE_STATUS_FILTERS,
  type MessageSortOption,
  type MessageStatusSlug,
  type MessageStatusFilter,
} from '../../../messages/inbox-choices';
import type { ChoiceFilterSpec } from '../../../ui/list/choice-filter';
import { countedList } from '../../../ui/list/counted-list';
import { readChoice, readText } from '../../../ui/list/list-params';

/**
 * The inbox's list (portal.md §2 "Messages", §4 "Inbox"), as the kit reads it (src/ui/list). Its state is in the
 * address's query string, so Back, Forward, a reload and a bookmark show the same list:
 * "?from=2025-01-01&status=unread&sort=oldest-first&page=2". A date the resident wrote wrongly stays there as typed
 * (its boxes joined, src/ui/date-parts.ts), so a reload shows it again with its error.
 */
const NAMES = { search: 'search', status: 'status', sort: 'sort', from: 'from', to: 'to' } as const;

interface InboxFilters {
  search: string;
  statusFilter: MessageStatusFilter;
  sort: MessageSortOption;
  /** The dates as the address holds them; '' for the default (the page works it out: two years back, to today). */
  from: string;
  to: string;
}

// An unknown word in the address is the first choice, where the list starts (All, newest first).
const bySlug = (option: { slug: string }) => option.slug;

export const INBOX_LIST = countedList({
  names: NAMES,
  read: (params): InboxFilters => ({
    search: readText(params, NAMES.search),
    statusFilter: readChoice(params, NAMES.status, MESSAGE_STATUS_FILTERS, bySlug, MESSAGE_STATUS_FILTERS[0]),
    sort: readChoice(params, NAMES.sort, MESSAGE_SORT_OPTIONS, bySlug, MESSAGE_SORT_OPTIONS[0]),
    from: readText(params, NAMES.from),
    to: readText(params, NAMES.to),
  }),
  // portal.md §9 "Messages … Scrolling uses a 314 to 912 px band": up to 912 px wide (a phone, a small tablet) the
  // messages are cards that load 100 at a time.
  phoneWidth: 912,
  pageSizes: messagePageSizes,
  // portal.md §8 SSC016 (no messages), SSC017 (none match).
  summary: ['SSC016', 'SSC017', 'messages_showing_one', 'messages_showing_count', 'messages_showing_range'],
  words: ['messages_caption', 'messages_pagination', 'messages_page_size_label', 'messages_show_more'],
});

/** The inbox's state: its filters, and the table's page and page size. */
export type InboxState = ReturnType<typeof INBOX_LIST.read>;

/** The status filter (portal.md §2 Messages: "a drawer with an All, Read or Unread selector"). */
export const STATUS_FILTER: ChoiceFilterSpec<'status', MessageStatusSlug> = {
  name: 'status',
  choices: MESSAGE_STATUS_FILTERS,
  words: ['messages_status_label', 'messages_filter_heading', 'messages_filter_submit_hidden'],
};

/** A search, a status or dates that narrow the inbox: an empty list then means none matched, not none at all. */
export function isNarrowed(state: InboxState): boolean {
  return state.search !== '' || state.statusFilter.slug !== '' || state.from !== '' || state.to !== '';
}

/** The order as the address holds it: nothing for the default (newest first). */
export const sortParam = (option: MessageSortOption): string | null =>
  option === MESSAGE_SORT_OPTIONS[0] ? null : option.slug;

/**
 * GET /customers/{id}/communications for the inbox (portal.md §3 "Message query", §7), without its page (limit and
 * skip): the chosen property's messages in the date range, with the search, status and order chosen. The search and
 * status are sent empty when none is chosen, as the repair history sends its filters; with no property to choose (no
 * active tenancy) every message of the resident is asked for.
 */
export function inboxQuery(state: InboxState, range: DateRange, premisesId: string | null): CommunicationQuery {
  return {
    fromDate: range.from,
    toDate: range.to,
    status: state.statusFilter.value,
    ...(premisesId === null ? {} : { assetIdentifier: premisesId }),
    searchText: state.search,
    sort: state.sort.value,
  };
}
