import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n';
import { MESSAGE_STATUS_FILTERS, type MessageStatusSlug } from '../../../messages/inbox-choices';
import { FilterPanel, type FilterField } from '../../../ui/filter-panel';

export interface InboxFiltersProps {
  /** The status chosen: '' for All. */
  status: MessageStatusSlug;
  onApply(status: MessageStatusSlug): void;
  /** The list's other controls, beside the Filter button (sort, Clear filters, Reset). */
  actions?: ReactNode;
  /** The list: beside the open panel on a wide screen, under it on a narrow one. */
  children?: ReactNode;
}

const slugOf = (value: string): MessageStatusSlug => MESSAGE_STATUS_FILTERS.find((option) => option.slug === value)?.slug ?? '';

/**
 * The Filter button and its panel (portal.md §2 Messages: "a drawer with an All, Read or Unread selector"), the MOJ
 * "filter a list" pattern the repair history uses: the status applied shows as a tag that removes it.
 */
export function InboxFilters({ status, onApply, actions, children }: InboxFiltersProps) {
  const fields: FilterField[] = [
    { name: 'status', label: t('messages_status_label'), options: MESSAGE_STATUS_FILTERS.map((option) => ({ value: option.slug, label: t(option.label) })) },
  ];
  return (
    <FilterPanel
      fields={fields}
      applied={{ status }}
      onApply={(values) => onApply(slugOf(values.status ?? ''))}
      actions={actions}
      texts={{ heading: t('messages_filter_heading'), submitHidden: t('messages_filter_submit_hidden') }}
      className="inbox-filter"
    >
      {children}
    </FilterPanel>
  );
}
