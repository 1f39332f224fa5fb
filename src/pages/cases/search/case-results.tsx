import { useMemo } from 'react';
import type { Case } from '../../../gateway';
import { t } from '../../../shared/i18n';
import { KeyListResults } from '../../../ui/list/key-list-results';
import type { KeyPagedList } from '../../../ui/list/use-key-paged-list';
import type { PagedListView } from '../../../ui/list/use-paged-list';
import { caseCard, caseColumns } from './case-list-layout';
import { resultsSummary } from './results-summary';

const resultsTexts = () => ({
  caption: t('cases_caption'),
  pagination: {
    label: t('cases_pagination'),
    previous: t('pagination_previous'),
    next: t('pagination_next'),
    page: t('pagination_page_hidden'),
  },
  pageSizeLabel: t('cases_page_size_label'),
  showMore: t('cases_show_more'),
  loadingMore: t('list_loading_more'),
});

export interface CaseResultsProps {
  list: KeyPagedList<Case>;
  view: PagedListView;
  pageSize: number;
  pageSizes: readonly number[];
  ownerOf(item: Case): string;
  /** The list's own address now, for each case's Back. */
  from: string;
  hrefAfter(key: string): string;
  hrefBefore(key: string): string;
  onPageSize(size: number): void;
}

/** The case list's results (src/ui/key-list-results.tsx): the cases as a table or cards. */
export function CaseResults({
  list,
  view,
  pageSize,
  pageSizes,
  ownerOf,
  from,
  hrefAfter,
  hrefBefore,
  onPageSize,
}: CaseResultsProps) {
  const columns = useMemo(() => caseColumns(from, ownerOf), [from, ownerOf]);
  const card = useMemo(() => caseCard(from, ownerOf), [from, ownerOf]);
  return (
    <KeyListResults<Case>
      list={list}
      view={view}
      pageSize={pageSize}
      pageSizes={pageSizes}
      summary={resultsSummary(list.items.length)}
      texts={resultsTexts()}
      itemKey={(item) => item.id}
      columns={columns}
      card={card}
      hrefAfter={hrefAfter}
      hrefBefore={hrefBefore}
      onPageSize={onPageSize}
    />
  );
}
