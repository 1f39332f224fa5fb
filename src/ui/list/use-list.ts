import type { ListDefinition, PageSizes } from './list-definition';
import { useListLayout } from './use-list-layout';
import { useListState, type ListStateHandle } from './use-list-state';
import type { PagedListView } from './use-paged-list';

export interface ListHandle<Name extends string, State> extends ListStateHandle<Name, State> {
  definition: ListDefinition<Name, State>;
  /** The layout on screen now. */
  view: PagedListView;
  /** The table's page sizes (what the address's size is read against and Page size offers). */
  tableSizes: PageSizes;
  /** The layout shown's sizes: the phone's batch on a phone. */
  sizes: PageSizes;
}

/** A list page's list as its definition says: the state the address holds, the way to change it, the layout. */
export function useList<Name extends string, State>(definition: ListDefinition<Name, State>): ListHandle<Name, State> {
  const view = useListLayout(definition.phoneWidth);
  return {
    ...useListState(definition.params, (params) => definition.read(params)),
    definition,
    view,
    tableSizes: definition.pageSizes('desktop'),
    sizes: definition.pageSizes(view),
  };
}
