import type { Case, CaseSearchQuery } from '../../../gateway';
import { useKeyPagedList, type KeyPaging } from '../../../ui/list/keyed/use-key-paged-list';

/** The data keys of the case list's reads, so a change can reload what it changed (useSWRConfig().mutate). */
export const caseListKeys = {
  list: (query: CaseSearchQuery) => ['cases', 'list', JSON.stringify(query)],
};

/**
 * The cases to show: a page of the table, or the phone's cards grown a batch at a time, paged by key. The query is
 * null while it cannot be asked (the search is one the gateway refuses).
 */
export function useCaseList(query: CaseSearchQuery | null, paging: KeyPaging) {
  return useKeyPagedList<Case>(paging, query && caseListKeys.list(query), async (at, limit, gateway) => {
    const page = await gateway.searchCases({ ...(query as CaseSearchQuery), ...at, limit });
    return { items: page.cases, next: page.next, previous: page.previous };
  });
}
