import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n';
import type { StatusFilterOption } from '../../../repairs';
import { FilterPanel, type FilterField } from '../../../ui/list/filter-panel';
import { choiceSlug } from '../../../ui/list/list-params';
import { REPAIR_AREAS } from './repair-areas';

export interface AppliedFilters {
  /** '' for every area. */
  area: string;
  /** The Status choice's slug, or '' when none is applied. */
  status: string;
}

export interface HistoryFiltersProps {
  statusFilters: readonly StatusFilterOption[];
  applied: AppliedFilters;
  onApply(filters: AppliedFilters): void;
  /** The list's other controls, beside the Filter button. */
  actions?: ReactNode;
  /** The list: beside the open panel on a wide screen, under it on a narrow one. */
  children?: ReactNode;
}

function filterFields(statusFilters: readonly StatusFilterOption[]): FilterField[] {
  return [
    {
      name: 'area',
      label: t('repair_history_area_label'),
      options: [
        { value: '', label: t('repair_history_area_all') },
        ...REPAIR_AREAS.map((area) => ({ value: area, label: area })),
      ],
    },
    {
      name: 'status',
      label: t('repair_history_status_label'),
      options: statusFilters.map((option) => ({ value: choiceSlug(option.label), label: option.label })),
    },
  ];
}

/**
 * The Filter button and its side panel (repairs.md §2), on every width: Area and Status, applied together with its
 * Search button. Until the resident picks a Status the select shows its first choice (All) and no status is applied,
 * so the search is sent an empty status (§4); picking a choice, All included, applies the rule's statuses for it.
 */
export function HistoryFilters({ statusFilters, applied, onApply, actions, children }: HistoryFiltersProps) {
  return (
    <FilterPanel
      fields={filterFields(statusFilters)}
      applied={{ area: applied.area, status: applied.status }}
      onApply={(values) => onApply({ area: values.area ?? '', status: values.status ?? '' })}
      actions={actions}
      texts={{
        toggle: t('repair_history_filter_toggle'),
        heading: t('repair_history_filter_heading'),
        submit: t('repair_history_filter_submit'),
        submitHidden: t('repair_history_filter_submit_hidden'),
      }}
      className="history-filter"
      formClassName="history-filter__panel"
    >
      {children}
    </FilterPanel>
  );
}
