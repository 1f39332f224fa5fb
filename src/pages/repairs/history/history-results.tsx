import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../../shared/i18n';
import type { HistoryView } from '../../../repairs';
import { Loading } from '../../../ui/loading';
import { Pagination, type PaginationTexts } from '../../../ui/pagination';
import { ShowMore } from '../../../ui/show-more';
import { TableOrCards } from '../../../ui/table-or-cards';
import type { HistoryState } from './history-params';
import { PageSizeSelect } from './list-controls';
import { repairCard, repairColumns } from './repair-list-layout';
import { resultsSummary } from './results-summary';
import type { RepairList } from './use-repair-list';

const paginationTexts = (): PaginationTexts => ({
  label: t('repair_history_pagination'),
  previous: t('repair_history_previous'),
  next: t('repair_history_next'),
  page: t('repair_history_page_word'),
  pageNumber: (page) => t('repair_history_page_label', { page }),
});

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
  const columns = useMemo(repairColumns, []);
  const card = useMemo(repairCard, []);
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
  const hasItems = !list.isLoading && list.items.length > 0;
  return (
    <div className="history-results">
      {/* Present from the start and only its text changing, so screen readers announce each new summary. */}
      <p className="history-results__summary" role="status">
        {summary}
      </p>
      {list.isLoading && <Loading />}
      {hasItems && (
        <TableOrCards
          layout={view === 'desktop' ? 'table' : 'cards'}
          items={list.items}
          itemKey={(item) => item.id}
          caption={t('repair_history_caption')}
          captionHidden
          columns={columns}
          card={card}
          busy={list.isUpdating}
          tableRef={table}
          focusIndex={focusIndex}
          onFocused={focused}
          cardsClassName="repair-cards"
        />
      )}
      {hasItems && view === 'desktop' && (
        <>
          <Pagination current={Math.min(state.page, last)} last={last} hrefOf={hrefOfPage} onNavigate={() => (movingPage.current = true)} texts={paginationTexts()} />
          <PageSizeSelect choices={pageSizeChoices} selected={state.pageSize} onChange={onPageSize} />
        </>
      )}
      {hasItems && view === 'mobile' && (
        <ShowMore
          hasMore={list.hasMore}
          isLoading={list.isLoadingMore}
          label={t('repair_history_show_more')}
          loadingLabel={t('repair_history_loading_more')}
          onLoadMore={(byButton) => {
            // Focus goes to the first new repair only for a press; scrolling leaves it where it is.
            if (byButton) setFocusIndex(list.items.length);
            list.loadMore();
          }}
        />
      )}
    </div>
  );
}
