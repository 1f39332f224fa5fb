import { useMemo } from 'react';
import type { Communication } from '../../../gateway';
import { messagePageSizes } from '../../../messages/inbox-choices';
import { t } from '../../../shared/i18n';
import { ListResults, type ListResultsTexts } from '../../../ui/list-results';
import { useReadMarks } from '../read-marks';
import type { InboxState } from './inbox-params';
import { messageCard, messageColumns, messageRowClass } from './message-list-layout';
import { resultsSummary } from './results-summary';
import type { InboxView } from './use-inbox-view';
import type { MessageList } from './use-message-list';

const resultsTexts = (): ListResultsTexts => ({
  caption: t('messages_caption'),
  pagination: {
    label: t('messages_pagination'),
    previous: t('pagination_previous'),
    next: t('pagination_next'),
    page: t('pagination_page_hidden'),
    pageNumber: (page) => t('pagination_page', { page }),
  },
  pageSizeLabel: t('messages_page_size_label'),
  showMore: t('messages_show_more'),
  loadingMore: t('list_loading_more'),
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

/** The inbox's list (src/ui/list-results.tsx): the messages as a table or cards, unread ones marked. */
export function InboxResults({
  list,
  view,
  state,
  narrowed,
  from,
  hrefOfPage,
  onPageSize,
  onBeyondLastPage,
}: InboxResultsProps) {
  // Rows read whether this session has marked their message read: follow every mark.
  useReadMarks();
  const columns = useMemo(() => messageColumns(from), [from]);
  const card = useMemo(() => messageCard(from), [from]);
  return (
    <ListResults<Communication>
      list={list}
      view={view}
      page={state.page}
      pageSize={state.pageSize}
      pageSizes={messagePageSizes('desktop').choices}
      summary={resultsSummary({ view, offset: list.offset, shown: list.items.length, total: list.total, narrowed })}
      texts={resultsTexts()}
      itemKey={(message) => message.identifier}
      columns={columns}
      card={card}
      cardsClassName="message-cards"
      rowClassName={messageRowClass}
      hrefOfPage={hrefOfPage}
      onPageSize={onPageSize}
      onBeyondLastPage={onBeyondLastPage}
    />
  );
}
