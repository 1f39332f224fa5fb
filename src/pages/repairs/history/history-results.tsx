import { useCallback, useEffect, useRef, useState } from 'react';
import { Loading } from '../../../ui/loading';
import type { HistoryView } from '../../../repairs';
import type { HistoryState } from './history-params';
import { PageSizeSelect } from './list-controls';
import { LoadMore } from './load-more';
import { Pagination } from './pagination';
import { RepairCards } from './repair-cards';
import { RepairTable } from './repair-table';
import { resultsSummary } from './results-summary';
import type { RepairList } from './use-repair-list';

export interface HistoryResultsProps {
  list: RepairList;
  view: HistoryView;
  state: HistoryState;
  pageSizeChoices: readonly number[];
  /** A search or filter is applied. */
  narrowed: boolean;
  hrefOfPage(page: number): string;
  onPageSize(size: number): void;
  /** The address asks for a page past the end (fewer repairs than when it was made): show the last one instead. */
  onBeyondLastPage(last: number): void;
}

/**
 * The list itself: a summary in a polite live region (so a new search, filter, sort, page or more repairs are
 * announced without moving focus), then the table with pagination and page size, or the phone cards with more
 * loading as the resident scrolls.
 */
export function HistoryResults({ list, view, state, pageSizeChoices, narrowed, hrefOfPage, onPageSize, onBeyondLastPage }: HistoryResultsProps) {
  const table = useRef<HTMLDivElement>(null);
  const movingPage = useRef(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focused = useCallback(() => setFocusIndex(null), []);
  const last = Math.max(1, Math.ceil(list.total / state.pageSize));
  const beyondLastPage = view === 'desktop' && !list.isLoading && !list.isUpdating && list.total > 0 && state.page > last;
  const latestOnBeyond = useRef(onBeyondLastPage);
  useEffect(() => {
    latestOnBeyond.current = onBeyondLastPage;
  });

  useEffect(() => {
    if (beyondLastPage) latestOnBeyond.current(last);
  }, [beyondLastPage, last]);

  // After Previous, Next or a page number, the link followed may be gone: focus goes to the new page of the table.
  useEffect(() => {
    if (movingPage.current && !list.isUpdating && !list.isLoading) {
      movingPage.current = false;
      table.current?.focus();
    }
  }, [state.page, list.isUpdating, list.isLoading]);

  const summary = list.isLoading ? '' : resultsSummary({ view, offset: list.offset, shown: list.items.length, total: list.total, narrowed });
  return (
    <div className="history-results">
      {/* Present from the start and only its text changing, so screen readers announce each new summary. */}
      <p className="history-results__summary" role="status">
        {summary}
      </p>
      {list.isLoading && <Loading />}
      {!list.isLoading && list.items.length > 0 && view === 'desktop' && (
        <>
          <RepairTable ref={table} items={list.items} busy={list.isUpdating} />
          <Pagination current={Math.min(state.page, last)} last={last} hrefOf={hrefOfPage} onNavigate={() => (movingPage.current = true)} />
          <PageSizeSelect choices={pageSizeChoices} selected={state.pageSize} onChange={onPageSize} />
        </>
      )}
      {!list.isLoading && list.items.length > 0 && view === 'mobile' && (
        <>
          <RepairCards items={list.items} focusIndex={focusIndex} onFocused={focused} />
          <LoadMore
            hasMore={list.hasMore}
            isLoading={list.isLoadingMore}
            onLoadMore={(byButton) => {
              // Focus goes to the first new repair only for a press; scrolling leaves it where it is.
              if (byButton) setFocusIndex(list.items.length);
              list.loadMore();
            }}
          />
        </>
      )}
    </div>
  );
}
