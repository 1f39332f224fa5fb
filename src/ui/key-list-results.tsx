import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardSpec } from './card-list';
import type { TableColumn } from './data-table';
import { KeyPagination } from './key-pagination';
import type { ListResultsTexts } from './list-results';
import { Loading } from './loading';
import { PageSizeSelect } from './page-size-select';
import { ShowMore } from './show-more';
import { TableOrCards } from './table-or-cards';
import type { KeyPagedList } from './use-key-paged-list';
import type { PagedListView } from './use-paged-list';
import './list-results.css';

export interface KeyListResultsProps<Item> {
  list: KeyPagedList<Item>;
  view: PagedListView;
  pageSize: number;
  pageSizes: readonly number[];
  /** What the list says about itself ("Showing 10 cases", or why it is empty); '' while loading. */
  summary: string;
  texts: Omit<ListResultsTexts, 'pagination'> & { pagination: Parameters<typeof KeyPagination>[0]['texts'] };
  itemKey(item: Item): string;
  columns: readonly TableColumn<Item>[];
  card: CardSpec<Item>;
  cardsClassName?: string;
  /** The address of the page after this key, and before that one (the list's own address with its page). */
  hrefAfter(key: string): string;
  hrefBefore(key: string): string;
  onPageSize(size: number): void;
}

/**
 * A key-paged list's results (src/ui/use-key-paged-list.ts), as list-results.tsx shows a counted one: a summary in a
 * polite live region, then the table with Previous, Next and the page size, or the phone's cards with Show more.
 */
export function KeyListResults<Item>(props: KeyListResultsProps<Item>) {
  const { list, view, texts } = props;
  const table = useRef<HTMLDivElement>(null);
  const movingPage = useRef(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focused = useCallback(() => setFocusIndex(null), []);

  // After Previous or Next the link followed may be gone: focus goes to the new page of the table.
  useEffect(() => {
    if (movingPage.current && !list.isUpdating && !list.isLoading) {
      movingPage.current = false;
      table.current?.focus();
    }
  }, [list.items, list.isUpdating, list.isLoading]);

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
        />
      )}
      {hasItems && view === 'desktop' && (
        <>
          <KeyPagination
            previousHref={list.previous === null ? null : props.hrefBefore(list.previous)}
            nextHref={list.next === null ? null : props.hrefAfter(list.next)}
            onNavigate={() => (movingPage.current = true)}
            texts={texts.pagination}
          />
          {props.pageSizes.length > 1 && <PageSizeSelect label={texts.pageSizeLabel} sizes={props.pageSizes} selected={props.pageSize} onChange={props.onPageSize} />}
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
