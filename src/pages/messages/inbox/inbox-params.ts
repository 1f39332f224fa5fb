import {
  messagePageSizes,
  MESSAGE_SORT_OPTIONS,
  MESSAGE_STATUS_FILTERS,
  type MessageSortOption,
  type MessageStatusFilter,
} from '../../../messages/inbox-choices';
import { positiveInteger, type ListParamNames } from '../../../ui/list-params';

/**
 * The inbox's state, kept in the address's query string so Back, Forward, a reload and a bookmark show the same list:
 * "?from=2025-01-01&status=unread&sort=oldest-first&page=2". A date the resident wrote wrongly stays there as typed
 * (its boxes joined, src/ui/date-parts.ts), so a reload shows it again with its error.
 */
const NAMES = {
  search: 'search',
  status: 'status',
  sort: 'sort',
  from: 'from',
  to: 'to',
  page: 'page',
  size: 'size',
} as const;

export type InboxParam = keyof typeof NAMES;

export const INBOX_PARAMS: ListParamNames<InboxParam> = { params: NAMES, page: 'page' };

export interface InboxState {
  search: string;
  statusFilter: MessageStatusFilter;
  sort: MessageSortOption;
  /** The dates as the address holds them; '' for the default (the page works it out: two years back, to today). */
  from: string;
  to: string;
  /** 1-based page of the table. */
  page: number;
  pageSize: number;
}

const [ALL_STATUSES] = MESSAGE_STATUS_FILTERS;
const [NEWEST_FIRST] = MESSAGE_SORT_OPTIONS;

/** The inbox's state from the query string; anything missing or unknown is what the inbox starts with. */
export function readInboxState(params: URLSearchParams): InboxState {
  if (!ALL_STATUSES || !NEWEST_FIRST) throw new Error('the inbox has no status filter or sort');
  const status = params.get(NAMES.status) ?? '';
  const sort = params.get(NAMES.sort) ?? '';
  const size = positiveInteger(params.get(NAMES.size));
  const sizes = messagePageSizes('desktop');
  return {
    search: (params.get(NAMES.search) ?? '').trim(),
    statusFilter: MESSAGE_STATUS_FILTERS.find((option) => option.slug !== '' && option.slug === status) ?? ALL_STATUSES,
    sort: MESSAGE_SORT_OPTIONS.find((option) => option.slug === sort) ?? NEWEST_FIRST,
    from: (params.get(NAMES.from) ?? '').trim(),
    to: (params.get(NAMES.to) ?? '').trim(),
    page: positiveInteger(params.get(NAMES.page)) ?? 1,
    pageSize: size !== null && sizes.choices.includes(size) ? size : sizes.pageSize,
  };
}

/** A search, a status or dates that narrow the inbox: an empty list then means none matched, not none at all. */
export function isNarrowed(state: InboxState): boolean {
  return state.search !== '' || state.statusFilter.slug !== '' || state.from !== '' || state.to !== '';
}
