import { useId } from 'react';
import { PageSizeSelect as PageSizeChoice } from '../../../ui/page-size-select';
import { t } from '../../../shared/i18n';
import type { SortOption } from '../../../repairs';
import { choiceSlug } from '../../../ui/list-params';

/** The sort dropdown (rules/repair-history-sort.json); the list follows a new choice at once. */
export function SortSelect({ options, selected, onSort }: { options: readonly SortOption[]; selected: SortOption; onSort(option: SortOption): void }) {
  const id = useId();
  return (
    <div className="form-group history-controls__item">
      <label className="label" htmlFor={id}>
        {t('repair_history_sort_label')}
      </label>
      <select
        className="select"
        id={id}
        value={choiceSlug(selected.label)}
        onChange={(event) => {
          const option = options.find((candidate) => choiceSlug(candidate.label) === event.target.value);
          if (option) onSort(option);
        }}
      >
        {options.map((option) => (
          <option key={option.orderBy} value={choiceSlug(option.label)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many repairs a page of the table shows (rules/repair-history-page-sizes.json); nothing with one choice. */
export function PageSizeSelect({ choices, selected, onChange }: { choices: readonly number[]; selected: number; onChange(size: number): void }) {
  if (choices.length < 2) return null;
  return <PageSizeChoice label={t('repair_history_page_size_label')} sizes={choices} selected={selected} onChange={onChange} />;
}
