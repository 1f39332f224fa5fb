import { casePageSizes } from '../../../cases/case-page-sizes';
import {
  CASE_SORT_OPTIONS,
  CASE_STATUS_FILTERS,
  type CaseSortOption,
  type CaseStatusFilter,
  type CaseStatusSlug,
} from '../../../cases/case-list-choices';
import type { CaseSearchQuery } from '../../../gateway';
import type { ChoiceFilterSpec } from '../../../ui/list/choice-filter';
import type { PagePosition } from '../../../ui/list/keyed/use-key-paged-list';
import type { ListDefinition } from '../../../ui/list/list-definition';
import { positiveInteger, readChoice, readText } from '../../../ui/list/list-params';

/**
 * The case list (portal.md §2 "Service requests (cases)", §5 "Case search text", §9; decision 0038), as the kit reads
 * it (src/ui/list). Its state is in the address, so Back, Forward, a reload and a bookmark show the same list:
 * "?search=noise&status=resolved&sort=oldest-first&size=20&page=next.<key>". The page is where the table's page starts
 * (after or before a key the gateway gave); any other change goes back to the first page.
 */
const NAMES = { search: 'search', status: 'status', sort: 'sort', size: 'size', page: 'page' } as const;

export type CaseSearchParam = keyof typeof NAMES;

export interface CaseSearchState {
  /** As written (trimmed); it may be a search the gateway refuses, which the page then says. */
  search: string;
  statusFilter: CaseStatusFilter;
  sort: CaseSortOption;
  /** The table's page size as the address holds it; null for the default. */
  size: number | null;
  position: PagePosition;
}

const NEXT = 'next.';
const PREVIOUS = 'prev.';

/** The page parameter of the table's page after a key, or before one. */
export const pageAfter = (key: string): string => `${NEXT}${key}`;
export const pageBefore = (key: string): string => `${PREVIOUS}${key}`;

function positionOf(page: string): PagePosition {
  if (page.startsWith(NEXT) && page.length > NEXT.length) return { after: page.slice(NEXT.length) };
  if (page.startsWith(PREVIOUS) && page.length > PREVIOUS.length) return { before: page.slice(PREVIOUS.length) };
  return {};
}

// An unknown word in the address is the first choice, where the list starts (All, newest first).
const bySlug = (option: { slug: string }) => option.slug;

function read(params: URLSearchParams): CaseSearchState {
  return {
    search: readText(params, NAMES.search),
    statusFilter: readChoice(params, NAMES.status, CASE_STATUS_FILTERS, bySlug, CASE_STATUS_FILTERS[0]),
    sort: readChoice(params, NAMES.sort, CASE_SORT_OPTIONS, bySlug, CASE_SORT_OPTIONS[0]),
    // Read against the layout's sizes by the page: the phone's batch is not a size the table offers.
    size: positiveInteger(params.get(NAMES.size)),
    position: positionOf(params.get(NAMES.page) ?? ''),
  };
}

export const CASE_LIST: ListDefinition<CaseSearchParam, CaseSearchState> = {
  params: { params: NAMES, page: 'page' },
  read,
  // portal.md §9 "Breakpoints: 820 px (mobile …)": cards that load a batch at a time with Show more.
  phoneWidth: 820,
  pageSizes: casePageSizes,
  // Paged by key, the list does not count them all (decision 0038): how many are shown, or that none match
  // (portal.md §8 Case_CC021_no_results).
  summary: ['Case_CC021_no_results', null, 'cases_showing_one', 'cases_showing_count', null],
  words: ['cases_caption', 'cases_pagination', 'cases_page_size_label', 'cases_show_more'],
};

/** The status filter (portal.md §2 "Service requests (cases)": All, Active, Cancelled, Resolved). */
export const STATUS_FILTER: ChoiceFilterSpec<'status', CaseStatusSlug> = {
  name: 'status',
  choices: CASE_STATUS_FILTERS,
  words: ['cases_status_label', 'cases_filter_heading', 'cases_filter_submit_hidden'],
};

/** The order as the address holds it: nothing for the default (newest first). */
export const sortParam = (option: CaseSortOption): string | null =>
  option === CASE_SORT_OPTIONS[0] ? null : option.slug;

/**
 * GET /cases for the list (portal.md §7), without its page: the customer's cases about the chosen property and the
 * assets above it (its block and estate: a communal case belongs to the home too), with the search, status and order
 * chosen. With no property to choose (no current tenancy) every case of the resident is asked for.
 */
export function caseQuery(customerId: string, state: CaseSearchState, assetIds: readonly string[]): CaseSearchQuery {
  return {
    customerId,
    ...(assetIds.length === 0 ? {} : { assetIdentifier: assetIds.join(',') }),
    ...(state.search === '' ? {} : { searchText: state.search }),
    ...(state.statusFilter.value === undefined ? {} : { status: state.statusFilter.value }),
    orderBy: state.sort.value,
  };
}
