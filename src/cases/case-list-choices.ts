import type { CaseSearchQuery } from '../gateway';
import type { MessageKey } from '../shared/i18n';

// portal.md §9 "Cases": the list's filter and sort choices. They are the gateway's own query values, which the page
// must send as they are, so they are code rather than a rule an analyst could change to something the gateway refuses
// (as the inbox's are, src/messages/inbox-choices.ts). How each status reads is a rule: rules/case-status-display.json.

export type CaseStatusSlug = '' | 'active' | 'cancelled' | 'resolved';

export interface CaseStatusFilter {
  slug: CaseStatusSlug;
  /** undefined for All. */
  status: CaseSearchQuery['status'];
  label: MessageKey;
}

/** All, Active, Cancelled, Resolved (§2 and §9, in that order); All first: it narrows nothing. */
export const CASE_STATUS_FILTERS: readonly CaseStatusFilter[] = [
  { slug: '', status: undefined, label: 'cases_filter_all' },
  { slug: 'active', status: 'Active', label: 'cases_status_active' },
  { slug: 'cancelled', status: 'Cancelled', label: 'cases_status_cancelled' },
  { slug: 'resolved', status: 'Resolved', label: 'cases_status_resolved' },
];

export type CaseSortSlug = 'newest-first' | 'oldest-first';

export interface CaseSortOption {
  slug: CaseSortSlug;
  orderBy: NonNullable<CaseSearchQuery['orderBy']>;
  label: MessageKey;
}

/** Newest to oldest (the default, first), or oldest to newest (§9). */
export const CASE_SORT_OPTIONS: readonly CaseSortOption[] = [
  { slug: 'newest-first', orderBy: 'createdDate desc', label: 'cases_sort_newest' },
  { slug: 'oldest-first', orderBy: 'createdDate asc', label: 'cases_sort_oldest' },
];

/** The home card's cases (§2 Home: "the 2 latest cases"). */
export const HOME_CARD_CASES = 2;
