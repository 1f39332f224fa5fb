import type { CaseSearchQuery } from '../gateway';
import type { CreatedOrder, QueryChoice } from '../shared/list-choice';

// portal.md §9 "Cases": the list's filter and sort choices. They are the gateway's own query values, which the page
// must send as they are, so they are code rather than a rule an analyst could change to something the gateway refuses
// (as the inbox's are, src/messages/inbox-choices.ts). How each status reads is a rule: rules/case-status-display.json.

export type CaseStatusSlug = '' | 'active' | 'cancelled' | 'resolved';

/** One choice of the status filter: its value in the address, the gateway's status (undefined for All), its words. */
export type CaseStatusFilter = QueryChoice<CaseStatusSlug, CaseSearchQuery['status']>;

/** One order of the list: by date raised (src/shared/list-choice.ts). */
export type CaseSortOption = CreatedOrder;

/** All, Active, Cancelled, Resolved (§2 and §9, in that order); All first: it narrows nothing. */
export const CASE_STATUS_FILTERS: readonly [CaseStatusFilter, ...CaseStatusFilter[]] = [
  { slug: '', value: undefined, label: 'cases_filter_all' },
  { slug: 'active', value: 'Active', label: 'cases_status_active' },
  { slug: 'cancelled', value: 'Cancelled', label: 'cases_status_cancelled' },
  { slug: 'resolved', value: 'Resolved', label: 'cases_status_resolved' },
];

/** Newest to oldest (the default, first), or oldest to newest (§9). */
export const CASE_SORT_OPTIONS: readonly [CreatedOrder, ...CreatedOrder[]] = [
  { slug: 'newest-first', value: 'createdDate desc', label: 'cases_sort_newest' },
  { slug: 'oldest-first', value: 'createdDate asc', label: 'cases_sort_oldest' },
];

/** The home card's cases (§2 Home: "the 2 latest cases"). */
export const HOME_CARD_CASES = 2;
