import { useId } from 'react';
import { t } from '../../../shared/i18n';
import type { SortOption } from '../../../repairs';
import { choiceSlug } from '../../../ui/list-params';

/** The sort dropdown (rules/repair-history-sort.json); the list follows a new choice at once. */
export function SortSelect({
  options,
  selected,
  onSort,
}: {
  options: readonly SortOption[];
  selected: SortOption;
  onSort(option: SortOption): void;
}) {
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
