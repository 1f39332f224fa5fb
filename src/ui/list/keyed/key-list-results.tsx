import { KeyPagination } from './key-pagination';
import type { ListResultsTexts } from '../list-results';
import { ResultsBody, type ListLayout } from '../results-body';
import type { KeyPagedList } from './use-key-paged-list';
import type { PagedListView } from '../use-paged-list';

export interface KeyListResultsProps<Item> extends ListLayout<Item> {
  list: KeyPagedList<Item>;
  view: PagedListView;
  pageSize: number;
  pageSizes: readonly number[];
  /** What the list says about itself ("Showing 10 cases", or why it is empty); '' while loading. */
  summary: string;
  texts: Omit<ListResultsTexts, 'pagination'> & { pagination: Parameters<typeof KeyPagination>[0]['texts'] };
  /** The address of the page after this key, and before that one (the list's own address with its page). */
  hrefAfter(key: string): string;
  hrefBefore(key: string): string;
  onPageSize(size: number): void;
}

/**
 * A key-paged list's results (src/ui/use-key-paged-list.ts): the shared results (results-body.tsx) with Previous and
 * Next, as a key-paged list cannot say how many pages it has.
 */
export function KeyListResults<Item>(props: KeyListResultsProps<Item>) {
  const { list, texts } = props;
  return (
    <ResultsBody
      {...props}
      shownPage={list.items}
      pager={(onNavigate) => (
        <KeyPagination
          previousHref={list.previous === null ? null : props.hrefBefore(list.previous)}
          nextHref={list.next === null ? null : props.hrefAfter(list.next)}
          onNavigate={onNavigate}
          texts={texts.pagination}
        />
      )}
    />
  );
}
