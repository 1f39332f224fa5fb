import { useId } from 'react';
import { t } from '../../../shared/i18n';
import { MESSAGE_PAGE_SIZES, MESSAGE_SORT_OPTIONS, type MessageSortOption } from '../../../messages/inbox-choices';

/** Newest or oldest first (portal.md §9); the list follows a new choice at once. */
export function SortSelect({ selected, onSort }: { selected: MessageSortOption; onSort(option: MessageSortOption): void }) {
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

/** How many messages a page of the table shows (portal.md §9: 10, 20 or 100). */
export function PageSizeSelect({ selected, onChange }: { selected: number; onChange(size: number): void }) {
  const id = useId();
  return (
    <div className="form-group inbox-page-size">
      <label className="label" htmlFor={id}>
        {t('messages_page_size_label')}
      </label>
      <select className="select inbox-page-size__select" id={id} value={selected} onChange={(event) => onChange(Number(event.target.value))}>
        {MESSAGE_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
