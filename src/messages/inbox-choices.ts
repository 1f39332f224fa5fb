import rule from '../../rules/message-page-sizes.json';
import { requireRuleRow } from '../engine/rule-file';
import type { CommunicationQuery } from '../gateway';
import type { CreatedOrder, QueryChoice } from '../shared/list-choice';

// portal.md §9 "Messages": the inbox's choices. The status and sort values are the gateway's own query values, which
// the page must understand, so they are code; the page sizes are rules/message-page-sizes.json.

/**
 * The inbox's batch and the sizes a resident may choose, for the table or the phone's cards
 * (rules/message-page-sizes.json; §4 "10 per page", "Scrolling on mobile loads 100 at once").
 */
export function messagePageSizes(view: 'desktop' | 'phone'): { pageSize: number; choices: number[] } {
  const row = requireRuleRow('message-page-sizes', rule, { view });
  return { pageSize: row.number('pageSize'), choices: row.numbers('pageSizeChoices') };
}
/** The home card's latest messages (§7: "Home card sends limit 2, skip 0"). */
export const HOME_CARD_MESSAGES = 2;

export type MessageStatusSlug = '' | 'read' | 'unread';

/** One choice of the All / Read / Unread filter: its value in the address, the gateway's status, its words. */
export type MessageStatusFilter = QueryChoice<MessageStatusSlug, NonNullable<CommunicationQuery['status']>>;

/** §9: "Status filter All, Read or Unread", All first: it narrows nothing. */
export const MESSAGE_STATUS_FILTERS: readonly [MessageStatusFilter, ...MessageStatusFilter[]] = [
  { slug: '', value: '', label: 'messages_status_all' },
  { slug: 'read', value: 'READ', label: 'messages_status_read' },
  { slug: 'unread', value: 'UNREAD', label: 'messages_status_unread' },
];

export type MessageSortOption = CreatedOrder;

/** §9: newest first (the default, first) or oldest first. */
export const MESSAGE_SORT_OPTIONS: readonly [CreatedOrder, ...CreatedOrder[]] = [
  { slug: 'newest-first', value: 'createdDate desc', label: 'messages_sort_newest' },
  { slug: 'oldest-first', value: 'createdDate asc', label: 'messages_sort_oldest' },
];
