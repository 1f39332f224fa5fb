import { repairHistoryPaging } from '../../../repairs/history-paging';
import { repairHistorySortOptions } from '../../../repairs/history-sort';
import { repairStatusFilters } from '../../../repairs/status-filters';
import type { HistoryChoices } from './history-params';

export interface ListChoices extends HistoryChoices {
  /** Repairs the phone list loads at a time. */
  mobileBatch: number;
}

let cached: ListChoices | null = null;

/** The list's choices from the rules (sort, status filter, page sizes); rules do not change while the page runs. */
export function listChoices(): ListChoices {
  if (cached) return cached;
  const desktop = repairHistoryPaging('desktop');
  cached = {
    sortOptions: repairHistorySortOptions(),
    statusFilters: repairStatusFilters(),
    pageSizeChoices: desktop.pageSizeChoices,
    defaultPageSize: desktop.pageSize,
    mobileBatch: repairHistoryPaging('mobile').pageSize,
  };
  return cached;
}
