import { useId } from 'react';
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

/** How many repairs a page of the table shows (rules/repair-history-page-sizes.json). */
export function PageSizeSelect({ choices, selected, onChange }: { choices: readonly number[]; selected: number; onChange(size: number): void }) {
  const id = useId();
  if (choices.length < 2) return null;
  return (
    <div className="form-group history-page-size">
      <label className="label" htmlFor={id}>
        {t('repair_history_page_size_label')}
      </label>
      <select className="select history-page-size__select" id={id} value={selected} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
