import { useMemo } from 'react';
import type { RepairListItem } from '../../../gateway';
import type { HistoryView } from '../../../repairs';
import { t } from '../../../shared/i18n';
import { ListResults, type ListResultsTexts } from '../../../ui/list-results';
import type { HistoryState } from './history-params';
import { repairCard, repairColumns } from './repair-list-layout';
import { resultsSummary } from './results-summary';
import type { RepairList } from './use-repair-list';

const resultsTexts = (): ListResultsTexts => ({
  caption: t('repair_history_caption'),
  pagination: {
    label: t('repair_history_pagination'),
    previous: t('repair_history_previous'),
    next: t('repair_history_next'),
    page: t('repair_history_page_word'),
    pageNumber: (page) => t('repair_history_page_label', { page }),
  },
  pageSizeLabel: t('repair_history_page_size_label'),
  showMore: t('repair_history_show_more'),
  loadingMore: t('repair_history_loading_more'),
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

/** The repair history's list (src/ui/list-results.tsx): the repairs as a table or, on a phone, cards. */
export function HistoryResults({
  list,
  view,
  state,
  pageSizeChoices,
  narrowed,
  hrefOfPage,
  onPageSize,
  onBeyondLastPage,
}: HistoryResultsProps) {
  const columns = useMemo(repairColumns, []);
  const card = useMemo(repairCard, []);
  const layout = view === 'mobile' ? 'phone' : 'desktop';
  return (
    <ListResults<RepairListItem>
      list={list}
      view={layout}
      page={state.page}
      pageSize={state.pageSize}
      pageSizes={pageSizeChoices}
      summary={resultsSummary({ view, offset: list.offset, shown: list.items.length, total: list.total, narrowed })}
      texts={resultsTexts()}
      itemKey={(item) => item.id}
      columns={columns}
      card={card}
      cardsClassName="repair-cards"
      hrefOfPage={hrefOfPage}
      onPageSize={onPageSize}
      onBeyondLastPage={onBeyondLastPage}
    />
  );
}
