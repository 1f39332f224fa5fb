import { useId } from 'react';
import { t } from '../../../shared/i18n';
import { MESSAGE_SORT_OPTIONS, type MessageSortOption } from '../../../messages/inbox-choices';

/** Newest or oldest first (portal.md §9); the list follows a new choice at once. */
export function SortSelect({
  selected,
  onSort,
}: {
  selected: MessageSortOption;
  onSort(option: MessageSortOption): void;
}) {
  const id = useId();
  return (
    <div className="form-group inbox-controls__item">
      <label className="label" htmlFor={id}>
        {t('messages_sort_label')}
      </label>
      <select
        className="select"
        id={id}
        value={selected.slug}
        onChange={(event) => {
          const option = MESSAGE_SORT_OPTIONS.find((candidate) => candidate.slug === event.target.value);
          if (option) onSort(option);
        }}
      >
        {MESSAGE_SORT_OPTIONS.map((option) => (
          <option key={option.slug} value={option.slug}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
