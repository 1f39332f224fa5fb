import type { Case, CaseSearchQuery } from '../../../gateway';
import { useServices } from '../../../shared/services';
import { useKeyPagedList, type KeyPagedList, type PagePosition } from '../../../ui/list/keyed/use-key-paged-list';
import type { PagedListView } from '../../../ui/list/use-paged-list';

/** The data keys of the case list's reads, so a change can reload what it changed (useSWRConfig().mutate). */
export const caseListKeys = {
  list: (query: CaseSearchQuery) => ['cases', 'list', JSON.stringify(query)],
};

/**
 * The cases to show: a page of the table, or the phone's cards grown a batch at a time, paged by key. The query is
 * null while it cannot be asked (the search is one the gateway refuses).
 */
export function useCaseList(
  query: CaseSearchQuery | null,
  view: PagedListView,
  position: PagePosition,
  pageSize: number,
): KeyPagedList<Case> {
  const { gateway } = useServices();
  return useKeyPagedList({
    key: query ? caseListKeys.list(query) : null,
    fetchPage: async (at, limit) => {
      const page = await gateway.searchCases({ ...(query as CaseSearchQuery), ...at, limit });
      return { items: page.cases, next: page.next, previous: page.previous };
    },
    view,
    position,
    pageSize,
  });
}
