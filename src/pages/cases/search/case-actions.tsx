import { CASE_SORT_OPTIONS, type CaseSortOption } from '../../../cases/case-list-choices';
import { t } from '../../../shared/i18n';
import { SortSelect } from '../../../ui/list/sort-select';

export interface CaseActionsProps {
  sort: CaseSortOption;
  onSort(option: CaseSortOption): void;
  /** Clear filters: the search and the status gone, the order kept. */
  onClearFilters(): void;
}

/**
 * The list's controls beside the Filter button: the order (newest or oldest first, followed at once) and Clear filters.
 */
export function CaseActions({ sort, onSort, onClearFilters }: CaseActionsProps) {
  return (
    <>
      <SortSelect
        label={t('cases_sort_label')}
        options={CASE_SORT_OPTIONS}
        selected={sort}
        slugOf={(option) => option.slug}
        labelOf={(option) => t(option.label)}
        onSort={onSort}
      />
      <button type="button" className="button button--secondary list-controls__button" onClick={onClearFilters}>
        {t('cases_clear_filters')}
      </button>
    </>
  );
}
