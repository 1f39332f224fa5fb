import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../../shared/i18n';
import { Loading } from '../../../ui/loading';
import { Pagination, type PaginationTexts } from '../../../ui/pagination';
import { ShowMore } from '../../../ui/show-more';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useReadMarks } from '../read-marks';
import type { InboxState } from './inbox-params';
import { PageSizeSelect } from './list-controls';
import { messageCard, messageColumns, messageRowClass } from './message-list-layout';
import { resultsSummary } from './results-summary';
import type { InboxView } from './use-inbox-view';
import type { MessageList } from './use-message-list';

const paginationTexts = (): PaginationTexts => ({
  label: t('messages_pagination'),
  previous: t('pagination_previous'),
  next: t('pagination_next'),
  page: t('pagination_page_hidden'),
  pageNumber: (page) => t('pagination_page', { page }),
});

export interface InboxResultsProps {
  list: MessageList;
  view: InboxView;
  state: InboxState;
  /** A search, status or dates are applied. */
  narrowed: boolean;
  /** The inbox's own address now, for each message's Back. */
  from: string;
  hrefOfPage(page: number): string;
  onPageSize(size: number): void;
  /** The address asks for a page past the end (fewer messages than when it was made): show the last one instead. */
  onBeyondLastPage(last: number): void;
}

/**
 * The list: a summary in a polite live region (a new search, filter, sort, page or more messages are announced
 * without moving focus), then the table with pagination and page size, or the phone's cards with Show more.
 */
export function InboxResults({ list, view, state, narrowed, from, hrefOfPage, onPageSize, onBeyondLastPage }: InboxResultsProps) {
  // Rows read whether this session has marked their message read: follow every mark.
  useReadMarks();
  const table = useRef<HTMLDivElement>(null);
  const movingPage = useRef(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focused = useCallback(() => setFocusIndex(null), []);
  const columns = useMemo(() => messageColumns(from), [from]);
  const card = useMemo(() => messageCard(from), [from]);
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
    <div className="inbox-results">
      {/* Present from the start and only its text changing, so screen readers announce each new summary. */}
      <p className="inbox-results__summary" role="status">
        {summary}
      </p>
      {list.isLoading && <Loading />}
      {hasItems && (
        <TableOrCards
          layout={view === 'desktop' ? 'table' : 'cards'}
          items={list.items}
          itemKey={(message) => message.identifier}
          caption={t('messages_caption')}
          captionHidden
          columns={columns}
          card={card}
          busy={list.isUpdating}
          tableRef={table}
          focusIndex={focusIndex}
          onFocused={focused}
          cardsClassName="message-cards"
          rowClassName={messageRowClass}
        />
      )}
      {hasItems && view === 'desktop' && (
        <>
          <Pagination current={Math.min(state.page, last)} last={last} hrefOf={hrefOfPage} onNavigate={() => (movingPage.current = true)} texts={paginationTexts()} />
          <PageSizeSelect selected={state.pageSize} onChange={onPageSize} />
        </>
      )}
      {hasItems && view === 'phone' && (
        <ShowMore
          hasMore={list.hasMore}
          isLoading={list.isLoadingMore}
          label={t('messages_show_more')}
          loadingLabel={t('list_loading_more')}
          onLoadMore={(byButton) => {
            // Focus goes to the first new message only for a press; scrolling leaves it where it is.
            if (byButton) setFocusIndex(list.items.length);
            list.loadMore();
          }}
        />
      )}
    </div>
  );
}
