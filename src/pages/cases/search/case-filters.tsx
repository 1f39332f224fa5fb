import type { ReactNode } from 'react';
import { CASE_STATUS_FILTERS, type CaseStatusSlug } from '../../../cases/case-list-choices';
import { t } from '../../../shared/i18n';
import { FilterPanel, type FilterField } from '../../../ui/filter-panel';

export interface CaseFiltersProps {
  /** The status chosen: '' for All. */
  status: CaseStatusSlug;
  onApply(status: CaseStatusSlug): void;
  /** The list's other controls, beside the Filter button (sort, Clear filters). */
  actions?: ReactNode;
  /** The list: beside the open panel on a wide screen, under it on a narrow one. */
  children?: ReactNode;
}

const slugOf = (value: string): CaseStatusSlug => CASE_STATUS_FILTERS.find((option) => option.slug === value)?.slug ?? '';

/**
 * The Filter button and its panel (portal.md §2: "a filter side panel with a status drop-down and a Search button"),
 * the MOJ "filter a list" pattern of the inbox and the repair history: the status applied shows as a tag that removes it.
 */
export function CaseFilters({ status, onApply, actions, children }: CaseFiltersProps) {
  const fields: FilterField[] = [
    { name: 'status', label: t('cases_status_label'), options: CASE_STATUS_FILTERS.map((option) => ({ value: option.slug, label: t(option.label) })) },
  ];
  return (
    <FilterPanel
      fields={fields}
      applied={{ status }}
      onApply={(values) => onApply(slugOf(values.status ?? ''))}
      actions={actions}
      texts={{ heading: t('cases_filter_heading'), submitHidden: t('cases_filter_submit_hidden') }}
      className="case-filter"
    >
      {children}
    </FilterPanel>
  );
}
