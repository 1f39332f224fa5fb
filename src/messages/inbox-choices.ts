import type { CommunicationQuery } from '../gateway';
import type { MessageKey } from '../shared/i18n';

// portal.md §9 "Messages": the inbox's constants. They are the gateway's own query values (status, sort), which the
// page must understand, so they are code rather than rules an analyst could change to something the gateway refuses.

/** The table's page sizes, the first the default (§9: "default page size 10, options 10, 20, 100"). */
export const MESSAGE_PAGE_SIZES: readonly number[] = [10, 20, 100];
export const DEFAULT_MESSAGE_PAGE_SIZE = 10;
/** Messages the phone list loads at a time (§4 "Scrolling on mobile loads 100 at once"). */
export const PHONE_MESSAGE_BATCH = 100;
/** The home card's latest messages (§7: "Home card sends limit 2, skip 0"). */
export const HOME_CARD_MESSAGES = 2;

export type MessageStatusSlug = '' | 'read' | 'unread';

/** One choice of the All / Read / Unread filter: its value in the address, the gateway's status, its words. */
export interface MessageStatusFilter {
  slug: MessageStatusSlug;
  status: NonNullable<CommunicationQuery['status']>;
  label: MessageKey;
}

/** §9: "Status filter All, Read or Unread", All first: it narrows nothing. */
export const MESSAGE_STATUS_FILTERS: readonly MessageStatusFilter[] = [
  { slug: '', status: '', label: 'messages_status_all' },
  { slug: 'read', status: 'READ', label: 'messages_status_read' },
  { slug: 'unread', status: 'UNREAD', label: 'messages_status_unread' },
];

export type MessageSortSlug = 'newest-first' | 'oldest-first';

export interface MessageSortOption {
  slug: MessageSortSlug;
  sort: NonNullable<CommunicationQuery['sort']>;
  label: MessageKey;
}

/** §9: "Default sort is newest first (createdDate desc); oldest first is createdDate asc". The first is the default. */
export const MESSAGE_SORT_OPTIONS: readonly MessageSortOption[] = [
  { slug: 'newest-first', sort: 'createdDate desc', label: 'messages_sort_newest' },
  { slug: 'oldest-first', sort: 'createdDate asc', label: 'messages_sort_oldest' },
];
