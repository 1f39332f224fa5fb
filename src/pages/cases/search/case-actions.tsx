import { useId } from 'react';
import { CASE_SORT_OPTIONS, type CaseSortOption } from '../../../cases/case-list-choices';
import { t } from '../../../shared/i18n';

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
  const id = useId();
  return (
    <>
      <div className="form-group case-controls__item">
        <label className="label" htmlFor={id}>
          {t('cases_sort_label')}
        </label>
        <select
          className="select"
          id={id}
          value={sort.slug}
          onChange={(event) => {
            const option = CASE_SORT_OPTIONS.find((candidate) => candidate.slug === event.target.value);
            if (option) onSort(option);
          }}
        >
          {CASE_SORT_OPTIONS.map((option) => (
            <option key={option.slug} value={option.slug}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--secondary case-controls__button" onClick={onClearFilters}>
        {t('cases_clear_filters')}
      </button>
    </>
  );
}

/** The order as the address holds it: nothing for the default (newest first). */
export const sortParam = (option: CaseSortOption): string | null =>
  option === CASE_SORT_OPTIONS[0] ? null : option.slug;
