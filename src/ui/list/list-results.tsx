import { useEffect, useRef } from 'react';
import { Pagination, type PaginationTexts } from './pagination';
import { ResultsBody, type ListLayout, type ResultsBodyTexts } from './results-body';
import type { PagedList, PagedListView } from './use-paged-list';

export interface ListResultsTexts extends ResultsBodyTexts {
  /** Its label, and any word it says otherwise than the portal's. */
  pagination: Pick<PaginationTexts, 'label'> & Partial<PaginationTexts>;
}

export interface ListResultsProps<Item> extends ListLayout<Item> {
  list: PagedList<Item>;
  view: PagedListView;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** What the list says about itself ("Showing 11 to 20 of 39 …", or why it is empty); '' while loading. */
  summary: string;
  texts: ListResultsTexts;
  hrefOfPage(page: number): string;
  onPageSize(size: number): void;
  /** The address asks for a page past the end (fewer items than when it was made): show the last one instead. */
  onBeyondLastPage(last: number): void;
}

/**
 * A counted list's results (src/ui/use-paged-list.ts): the shared results (results-body.tsx) with numbered pages, and
 * the last page shown instead of one past the end.
 */
export function ListResults<Item>(props: ListResultsProps<Item>) {
  const { list, view, page, pageSize, texts, onBeyondLastPage } = props;
  const last = Math.max(1, Math.ceil(list.total / pageSize));
  const beyondLastPage = view === 'desktop' && !list.isLoading && !list.isUpdating && list.total > 0 && page > last;
  const latestOnBeyond = useRef(onBeyondLastPage);
  useEffect(() => {
    latestOnBeyond.current = onBeyondLastPage;
  });
  useEffect(() => {
    if (beyondLastPage) latestOnBeyond.current(last);
  }, [beyondLastPage, last]);

  return (
    <ResultsBody
      {...props}
      shownPage={page}
      pager={(onNavigate) => (
        <Pagination
          current={Math.min(page, last)}
          last={last}
          hrefOf={props.hrefOfPage}
          onNavigate={onNavigate}
          texts={texts.pagination}
        />
      )}
    />
  );
}
