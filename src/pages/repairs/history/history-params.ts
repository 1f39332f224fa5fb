import type { SortOption, StatusFilterOption } from '../../../repairs';
import {
  changedListSearch,
  choiceSlug,
  positiveInteger,
  type ListChanges,
  type ListParamNames,
} from '../../../ui/list-params';
import { REPAIR_AREAS } from './repair-areas';

/**
 * The history list's state, kept in the address's query string so Back, Forward, a reload and a bookmark all show
 * the same list. Parameter names are short and the values readable ("status=completed", "sort=oldest-to-newest").
 */
const NAMES = { search: 'search', sort: 'sort', area: 'area', status: 'status', page: 'page', size: 'size' } as const;

export type HistoryParam = keyof typeof NAMES;

export const HISTORY_PARAMS: ListParamNames<HistoryParam> = { params: NAMES, page: 'page' };

/** The choices the rules offer, against which the address is read (an unknown value counts as not chosen). */
export interface HistoryChoices {
  sortOptions: readonly SortOption[];
  statusFilters: readonly StatusFilterOption[];
  pageSizeChoices: readonly number[];
  defaultPageSize: number;
}

export interface HistoryState {
  /** The search text as the resident typed it ('' for none). */
  search: string;
  /** The order shown: the one chosen, else the rule's default. */
  sort: SortOption;
  /** An area of repairs.md §3 (Property, Block…), or '' for every area. */
  area: string;
  /** The Status filter chosen, or null when none is (the search is then sent an empty status). */
  statusFilter: StatusFilterOption | null;
  /** 1-based page of the table. */
  page: number;
  pageSize: number;
}

/** The list's state from the query string; anything missing or unknown falls back to what the list starts with. */
export function readHistoryState(params: URLSearchParams, choices: HistoryChoices): HistoryState {
  const sortSlug = params.get(NAMES.sort) ?? '';
  const defaultSort = choices.sortOptions.find((option) => option.isDefault) ?? choices.sortOptions[0];
  if (!defaultSort) throw new Error('rules/repair-history-sort.json offers no sort');
  const sort = choices.sortOptions.find((option) => choiceSlug(option.label) === sortSlug) ?? defaultSort;
  const statusSlug = params.get(NAMES.status) ?? '';
  const area = params.get(NAMES.area) ?? '';
  const size = positiveInteger(params.get(NAMES.size));
  return {
    search: (params.get(NAMES.search) ?? '').trim(),
    sort,
    area: REPAIR_AREAS.includes(area) ? area : '',
    statusFilter:
      statusSlug === ''
        ? null
        : (choices.statusFilters.find((option) => choiceSlug(option.label) === statusSlug) ?? null),
    page: positiveInteger(params.get(NAMES.page)) ?? 1,
    pageSize: size !== null && choices.pageSizeChoices.includes(size) ? size : choices.defaultPageSize,
  };
}

/**
 * The query string after `changes` (see changedListSearch): defaults leave the address, and so does the page on any
 * other change.
 */
export function changedHistorySearch(current: URLSearchParams, changes: ListChanges<HistoryParam>): string {
  return changedListSearch(current, changes, HISTORY_PARAMS);
}
