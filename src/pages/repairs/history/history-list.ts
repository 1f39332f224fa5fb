import type { WorkOrderSearchQuery } from '../../../gateway';
import type { SortOption, StatusFilterOption } from '../../../repairs';
import { repairHistoryPaging } from '../../../repairs/history-paging';
import { repairHistorySortOptions } from '../../../repairs/history-sort';
import { repairStatusFilters } from '../../../repairs/status-filters';
import { t } from '../../../shared/i18n';
import { countedList } from '../../../ui/list/counted-list';
import type { PageSizes } from '../../../ui/list/list-definition';
import { choiceSlug, readChoice, readText } from '../../../ui/list/list-params';
import type { PagedListView } from '../../../ui/list/use-paged-list';
import { REPAIR_AREAS } from './repair-areas';

/**
 * The repair history's list (repairs.md §2 "Repair history screen", §4), as the kit reads it (src/ui/list). Its state
 * is in the address's query string, so Back, Forward, a reload and a bookmark all show the same list; the names are
 * short and the values readable ("status=completed", "sort=oldest-to-newest").
 */
const NAMES = { search: 'search', sort: 'sort', area: 'area', status: 'status' } as const;

interface HistoryFilters {
  /** The search text as the resident typed it ('' for none). */
  search: string;
  /** The order shown: the one chosen, else the rule's default. */
  sort: SortOption;
  /** An area of repairs.md §3 (Property, Block…), or '' for every area. */
  area: string;
  /** The Status filter chosen, or null when none is (the search is then sent an empty status). */
  statusFilter: StatusFilterOption | null;
}

/** The list's choices from the rules (sort and status filter); rules do not change while the page runs. */
export interface HistoryChoices {
  sortOptions: readonly SortOption[];
  defaultSort: SortOption;
  statusFilters: readonly StatusFilterOption[];
}

let cached: HistoryChoices | null = null;

export function historyChoices(): HistoryChoices {
  if (cached) return cached;
  const sortOptions = repairHistorySortOptions();
  const defaultSort = sortOptions.find((option) => option.isDefault) ?? sortOptions[0];
  if (!defaultSort) throw new Error('rules/repair-history-sort.json offers no sort');
  cached = { sortOptions, defaultSort, statusFilters: repairStatusFilters() };
  return cached;
}

/** The layouts' page sizes (rules/repair-history-page-sizes.json, whose views are "desktop" and "mobile"). */
function pageSizes(view: PagedListView): PageSizes {
  const paging = repairHistoryPaging(view === 'phone' ? 'mobile' : 'desktop');
  return { pageSize: paging.pageSize, choices: paging.pageSizeChoices };
}

const slugOfLabel = (option: { label: string }) => choiceSlug(option.label);

function read(params: URLSearchParams): HistoryFilters {
  const choices = historyChoices();
  const area = params.get(NAMES.area) ?? '';
  return {
    search: readText(params, NAMES.search),
    sort: readChoice(params, NAMES.sort, choices.sortOptions, slugOfLabel, choices.defaultSort),
    area: REPAIR_AREAS.includes(area) ? area : '',
    statusFilter: readChoice(params, NAMES.status, choices.statusFilters, slugOfLabel, null),
  };
}

export const HISTORY_LIST = countedList({
  names: NAMES,
  read,
  // The repair screens' mobile breakpoint (repairs.md §9: 414 px).
  phoneWidth: 414,
  pageSizes,
  summary: [
    'repair_history_no_repairs',
    'repair_history_no_results',
    'repair_history_showing_one',
    'repair_history_showing_count',
    'repair_history_showing_range',
  ],
  words: [
    'repair_history_caption',
    'repair_history_pagination',
    'repair_history_page_size_label',
    'repair_history_show_more',
  ],
  // The repair screens say Previous, Next and Page n in their own words (repairs.md §9).
  otherTexts: () => ({
    pagination: {
      previous: t('repair_history_previous'),
      next: t('repair_history_next'),
      page: t('repair_history_page_word'),
      pageNumber: (page) => t('repair_history_page_label', { page }),
    },
    loadingMore: t('repair_history_loading_more'),
  }),
});

/** The history's state: its search, filters and sort, and the table's page and page size. */
export type HistoryState = ReturnType<typeof HISTORY_LIST.read>;

/** A search or filter is applied, so an empty list means nothing matched rather than no repairs at all. */
export const isNarrowed = (state: HistoryState): boolean =>
  state.search !== '' || state.area !== '' || state.statusFilter !== null;

/** The property the list is about: its premises id and when the resident's tenancy of it began. */
export interface HistoryProperty {
  premisesId: string;
  tenancyStartDate: string;
}

/**
 * GET /search/works-orders for the list (repairs.md §3 "List query", §6, §7), without the page (skip and limit):
 * the selected property's repairs since its tenancy began. Search text, status and priority are always sent, empty
 * when the resident has not chosen one (§4: "Empty search text, sort or filters are sent as empty"); the sort is the
 * chosen one or the rule's default, because the gateway's query type has no empty sort (the gateway's default is
 * the same newest first). The Area filter is sent only when one is chosen.
 */
export function historySearchQuery(state: HistoryState, property: HistoryProperty): WorkOrderSearchQuery {
  return {
    searchText: state.search,
    orderBy: state.sort.orderBy,
    raisedSince: property.tenancyStartDate,
    status: state.statusFilter?.statuses ?? [],
    priority: '',
    propertiesIds: [property.premisesId],
    ...(state.area === '' ? {} : { area: [state.area] }),
  };
}
