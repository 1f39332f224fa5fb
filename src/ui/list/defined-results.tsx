import { listTexts } from './list-definition';
import type { ListChanges } from './list-params';
import { ListResults, type ListResultsProps } from './list-results';
import type { ListLayout } from './results-body';
import { resultsSummary } from './results-summary';
import type { ListHandle } from './use-list';

/** A counted list's state as the kit pages it: the table's page and page size ('page' and 'size' in the address). */
export interface PagedState {
  page: number;
  pageSize: number;
}

export interface DefinedResultsProps<Name extends string, State extends PagedState, Item> extends ListLayout<Item> {
  list: ListResultsProps<Item>['list'];
  /** The list as useList gives it: its definition, its state and the way to change it. */
  handle: ListHandle<Name, State>;
  /** A search or filter is applied: an empty list then means none matched. */
  narrowed: boolean;
}

/**
 * A counted list's results as its definition says them: the summary, the words, the page sizes, the pagination's
 * addresses, a new page size and the last page instead of one past the end. The page gives its rows and cards.
 */
export function DefinedResults<Name extends string, State extends PagedState, Item>({
  handle,
  narrowed,
  list,
  ...rows
}: DefinedResultsProps<Name, State, Item>) {
  const { definition, state, view, tableSizes, hrefWith, change } = handle;
  const changes = (values: Record<string, number | null>) => values as ListChanges<Name>;
  return (
    <ListResults<Item>
      {...rows}
      list={list}
      view={view}
      page={state.page}
      pageSize={state.pageSize}
      pageSizes={tableSizes.choices}
      summary={resultsSummary(definition.summary, {
        view,
        offset: list.offset,
        shown: list.items.length,
        total: list.total,
        narrowed,
      })}
      texts={listTexts(definition)}
      hrefOfPage={(page) => hrefWith(changes({ page }))}
      onPageSize={(size) => change(changes({ size: size === tableSizes.pageSize ? null : size }))}
      onBeyondLastPage={(last) => change(changes({ page: last }), { replace: true })}
    />
  );
}
