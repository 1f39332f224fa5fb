import type { SortOption, StatusFilterOption } from '../../../repairs';
import { REPAIR_AREAS } from './repair-areas';

/**
 * The history list's state, kept in the address's query string so Back, Forward, a reload and a bookmark all show
 * the same list. Parameter names are short and the values readable ("status=completed", "sort=oldest-to-newest").
 */
export const HISTORY_PARAMS = { search: 'search', sort: 'sort', area: 'area', status: 'status', page: 'page', size: 'size' } as const;

export type HistoryParam = keyof typeof HISTORY_PARAMS;

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

/** A label as it stands in an address: "Assigned to contractor" → "assigned-to-contractor". */
export function choiceSlug(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** The list's state from the query string; anything missing or unknown falls back to what the list starts with. */
export function readHistoryState(params: URLSearchParams, choices: HistoryChoices): HistoryState {
  const sortSlug = params.get(HISTORY_PARAMS.sort) ?? '';
  const defaultSort = choices.sortOptions.find((option) => option.isDefault) ?? choices.sortOptions[0];
  if (!defaultSort) throw new Error('rules/repair-history-sort.json offers no sort');
  const sort = choices.sortOptions.find((option) => choiceSlug(option.label) === sortSlug) ?? defaultSort;
  const statusSlug = params.get(HISTORY_PARAMS.status) ?? '';
  const area = params.get(HISTORY_PARAMS.area) ?? '';
  const size = positiveInteger(params.get(HISTORY_PARAMS.size));
  return {
    search: (params.get(HISTORY_PARAMS.search) ?? '').trim(),
    sort,
    area: REPAIR_AREAS.includes(area) ? area : '',
    statusFilter: statusSlug === '' ? null : (choices.statusFilters.find((option) => choiceSlug(option.label) === statusSlug) ?? null),
    page: positiveInteger(params.get(HISTORY_PARAMS.page)) ?? 1,
    pageSize: size !== null && choices.pageSizeChoices.includes(size) ? size : choices.defaultPageSize,
  };
}

/**
 * The query string after `changes`: a value of '' or null removes the parameter, so the address of the list as it
 * starts is the bare path. Every change but a page number goes back to page 1, since the old page may no longer exist.
 */
export function changedHistorySearch(current: URLSearchParams, changes: Partial<Record<HistoryParam, string | number | null>>): string {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete(HISTORY_PARAMS.page);
  for (const [name, value] of Object.entries(changes) as [HistoryParam, string | number | null][]) {
    const key = HISTORY_PARAMS[name];
    if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
