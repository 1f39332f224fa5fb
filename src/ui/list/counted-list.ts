import type { PagedState } from './defined-results';
import type { ListDefinition } from './list-definition';
import { readPage, readPageSize } from './list-params';
import type { ListHandle } from './use-list';
import type { CountedPaging } from './use-paged-list';

/** A counted list's own part of its definition: what it reads from the address besides its page and page size. */
export interface CountedListSpec<Name extends string, Filters> extends Omit<
  ListDefinition<Name, Filters>,
  'params' | 'read'
> {
  /** The address's parameters of its search, filters and sort, by state name. */
  readonly names: Readonly<Record<Name, string>>;
  /** Its search, filters and sort from the address: anything missing or unknown is what the list starts with. */
  read(params: URLSearchParams): Filters;
}

/** A counted list's page and page size, the same two parameters in every list: "?page=2&size=20". */
export type PagedParam = 'page' | 'size';

/**
 * A list the gateway counts, as the kit pages it: the list's own names and reader, and the page ('page', any other
 * change goes back to the first) and the table's page size ('size', one the table offers, else its own) once.
 */
export function countedList<Name extends string, Filters>(
  spec: CountedListSpec<Name, Filters>,
): ListDefinition<Name | PagedParam, Filters & PagedState> {
  const { names, read, ...rest } = spec;
  const params: Readonly<Record<Name | PagedParam, string>> = { ...names, page: 'page', size: 'size' };
  return {
    ...rest,
    params: { params, page: 'page' },
    read: (search) => ({
      ...read(search),
      page: readPage(search, 'page'),
      pageSize: readPageSize(search, 'size', spec.pageSizes('desktop')),
    }),
  };
}

/** The paging of the list on screen: the page's size on the table, the phone's batch on a phone. */
export function countedPaging<Name extends string, State extends PagedState>(
  handle: ListHandle<Name, State>,
): CountedPaging {
  const { view, state, sizes } = handle;
  return { view, page: state.page, pageSize: view === 'desktop' ? state.pageSize : sizes.pageSize };
}
