import type { Case, CaseSearchQuery } from '../../../gateway';
import { useServices } from '../../../shared/services';
import { useKeyPagedList, type KeyPagedList, type PagePosition } from '../../../ui/list/use-key-paged-list';
import type { PagedListView } from '../../../ui/list/use-paged-list';

export interface CaseListRequest {
  /** The query without its page; null while it cannot be asked (the search is one the gateway refuses). */
  query: CaseSearchQuery | null;
  view: PagedListView;
  position: PagePosition;
  pageSize: number;
}

/** The cases to show: a page of the table, or the phone's cards grown a batch at a time, paged by key. */
export function useCaseList({ query, view, position, pageSize }: CaseListRequest): KeyPagedList<Case> {
  const { gateway } = useServices();
  return useKeyPagedList({
    key: query ? ['cases', 'list', JSON.stringify(query)] : null,
    fetchPage: async (at, limit) => {
      const page = await gateway.searchCases({ ...(query as CaseSearchQuery), ...at, limit });
      return { items: page.cases, next: page.next, previous: page.previous };
    },
    view,
    position,
    pageSize,
  });
}
