import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardSpec } from './card-list';
import type { TableColumn } from './data-table';
import { Loading } from './loading';
import { PageSizeSelect } from './page-size-select';
import { Pagination, type PaginationTexts } from './pagination';
import { ShowMore } from './show-more';
import { TableOrCards } from './table-or-cards';
import type { PagedList, PagedListView } from './use-paged-list';
import './list-results.css';

export interface ListResultsTexts {
  /** The table's caption (hidden: the page's heading says it). */
  caption: string;
  pagination: PaginationTexts;
  pageSizeLabel: string;
  showMore: string;
  loadingMore: string;
}

export interface ListResultsProps<Item> {
  list: PagedList<Item>;
  view: PagedListView;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** What the list says about itself ("Showing 11 to 20 of 39 …", or why it is empty); '' while loading. */
  summary: string;
  texts: ListResultsTexts;
  itemKey(item: Item): string;
  columns: readonly TableColumn<Item>[];
  card: CardSpec<Item>;
  cardsClassName?: string;
  rowClassName?(item: Item): string | undefined;
  hrefOfPage(page: number): string;
  onPageSize(size: number): void;
  /** The address asks for a page past the end (fewer items than when it was made): show the last one instead. */
  onBeyondLastPage(last: number): void;
}

/**
 * A paged list's results: a summary in a polite live region (a new search, filter, page or more items are announced
 * without moving focus), then the table with pagination and page size, or the phone's cards with Show more.
 */
export function ListResults<Item>(props: ListResultsProps<Item>) {
  const { list, view, page, pageSize, texts, onBeyondLastPage } = props;
  const table = useRef<HTMLDivElement>(null);
  const movingPage = useRef(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focused = useCallback(() => setFocusIndex(null), []);
  const last = Math.max(1, Math.ceil(list.total / pageSize));
  const beyondLastPage = view === 'desktop' && !list.isLoading && !list.isUpdating && list.total > 0 && page > last;
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
  }, [page, list.isUpdating, list.isLoading]);

  const hasItems = !list.isLoading && list.items.length > 0;
  return (
    <div className="list-results">
      {/* Present from the start and only its text changing, so screen readers announce each new summary. */}
      <p className="list-results__summary" role="status">
        {list.isLoading ? '' : props.summary}
      </p>
      {list.isLoading && <Loading />}
      {hasItems && (
        <TableOrCards
          layout={view === 'desktop' ? 'table' : 'cards'}
          items={list.items}
          itemKey={props.itemKey}
          caption={texts.caption}
          captionHidden
          columns={props.columns}
          card={props.card}
          busy={list.isUpdating}
          tableRef={table}
          focusIndex={focusIndex}
          onFocused={focused}
          cardsClassName={props.cardsClassName}
          rowClassName={props.rowClassName}
        />
      )}
      {hasItems && view === 'desktop' && (
        <>
          <Pagination current={Math.min(page, last)} last={last} hrefOf={props.hrefOfPage} onNavigate={() => (movingPage.current = true)} texts={texts.pagination} />
          {/* One size is no choice (an analyst's table may offer just one). */}
          {props.pageSizes.length > 1 && <PageSizeSelect label={texts.pageSizeLabel} sizes={props.pageSizes} selected={pageSize} onChange={props.onPageSize} />}
        </>
      )}
      {hasItems && view === 'phone' && (
        <ShowMore
          hasMore={list.hasMore}
          isLoading={list.isLoadingMore}
          label={texts.showMore}
          loadingLabel={texts.loadingMore}
          onLoadMore={(byButton) => {
            // Focus goes to the first new item only for a press; scrolling leaves it where it is.
            if (byButton) setFocusIndex(list.items.length);
            list.loadMore();
          }}
        />
      )}
    </div>
  );
}
