import { t } from '../../../shared/i18n';
import { MESSAGE_SORT_OPTIONS, type MessageSortOption } from '../../../messages/inbox-choices';
import { SortSelect } from '../../../ui/list/sort-select';

export interface InboxActionsProps {
  sort: MessageSortOption;
  onSort(option: MessageSortOption): void;
  /** Clear filters: the filter panel's status back to All. */
  onClearFilters(): void;
  /** Reset: the inbox as it opens (default dates, no search or status, newest first, 10 a page). */
  onReset(): void;
}

/**
 * The list's controls beside the Filter button (portal.md §2 Messages "Actions: Reset and Clear filters"), and the
 * order (newest or oldest first, portal.md §9).
 */
export function InboxActions({ sort, onSort, onClearFilters, onReset }: InboxActionsProps) {
  return (
    <>
      <SortSelect
        label={t('messages_sort_label')}
        options={MESSAGE_SORT_OPTIONS}
        selected={sort}
        slugOf={(option) => option.slug}
        labelOf={(option) => t(option.label)}
        onSort={onSort}
      />
      <button type="button" className="button button--secondary list-controls__button" onClick={onClearFilters}>
        {t('messages_clear_filters')}
      </button>
      <button type="button" className="button button--secondary list-controls__button" onClick={onReset}>
        {t('messages_reset')} <span className="visually-hidden">{t('messages_reset_hidden')}</span>
      </button>
    </>
  );
}
