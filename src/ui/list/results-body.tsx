import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CardSpec } from './card-list';
import type { TableColumn } from './data-table';
import { Loading } from '../loading';
import { PageSizeSelect } from './page-size-select';
import { ShowMore } from './show-more';
import { TableOrCards } from './table-or-cards';
import type { PagedListView } from './use-paged-list';
import './list-results.css';

/**
 * What the results need of a list, whether it pages by number (use-paged-list.ts) or by key (use-key-paged-list.ts).
 */
export interface ShownList<Item> {
  readonly items: readonly Item[];
  readonly isLoading: boolean;
  readonly isUpdating: boolean;
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  loadMore(): void;
}

export interface ResultsBodyTexts {
  /** The table's caption (hidden: the page's heading says it). */
  caption: string;
  pageSizeLabel: string;
  showMore: string;
  /** While Show more loads; the portal's words by default. */
  loadingMore?: string;
}

/**
 * A list's own rows and cards (its `<list>-layout.tsx`): how an item is keyed, the table's columns, the phone's card.
 */
export interface ListLayout<Item> {
  itemKey(item: Item): string;
  columns: readonly TableColumn<Item>[];
  card: CardSpec<Item>;
  cardsClassName?: string;
  rowClassName?(item: Item): string | undefined;
}

export interface ResultsBodyProps<Item> extends ListLayout<Item> {
  list: ShownList<Item>;
  view: PagedListView;
  /** Changes when another page is shown: focus then goes to the table, if a page link was followed. */
  shownPage: unknown;
  pageSize: number;
  pageSizes: readonly number[];
  summary: string;
  texts: ResultsBodyTexts;
  /** The table's page links; `onNavigate` must be called when one is followed. */
  pager(onNavigate: () => void): ReactNode;
  onPageSize(size: number): void;
}

/**
 * A list's results, however it pages: a summary in a polite live region (a new search, filter, page or more items are
 * announced without moving focus), then the table with its page links and page size, or the phone's cards with Show
 * more.
 */
export function ResultsBody<Item>(props: ResultsBodyProps<Item>) {
  const { list, view, texts } = props;
  const table = useRef<HTMLDivElement>(null);
  const movingPage = useRef(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focused = useCallback(() => setFocusIndex(null), []);

  // After a page link the link followed may be gone: focus goes to the new page of the table.
  useEffect(() => {
    if (movingPage.current && !list.isUpdating && !list.isLoading) {
      movingPage.current = false;
      table.current?.focus();
    }
  }, [props.shownPage, list.isUpdating, list.isLoading]);

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
          {props.pager(() => (movingPage.current = true))}
          {/* One size is no choice (an analyst's table may offer just one). */}
          {props.pageSizes.length > 1 && (
            <PageSizeSelect
              label={texts.pageSizeLabel}
              sizes={props.pageSizes}
              selected={props.pageSize}
              onChange={props.onPageSize}
            />
          )}
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
