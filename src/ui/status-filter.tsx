import type { ReactNode } from 'react';
import { t, type MessageKey } from '../shared/i18n';
import { FilterPanel, type FilterField } from './filter-panel';

/** A status a list can be narrowed to: the address's word for it ('' for all) and its label's message code. */
export interface StatusChoice<Slug extends string> {
  readonly slug: Slug;
  readonly label: MessageKey;
}

export interface StatusFilterProps<Slug extends string> {
  readonly choices: readonly StatusChoice<Slug>[];
  /** The status applied: '' for all. */
  readonly status: Slug;
  onApply(status: Slug): void;
  /** The drop-down's label, the panel's heading and the hidden words of its Apply button. */
  readonly texts: { readonly label: string; readonly heading: string; readonly submitHidden: string };
  readonly className: string;
  /** The list's other controls, beside the Filter button (sort, Clear filters, Reset). */
  readonly actions?: ReactNode;
  /** The list: beside the open panel on a wide screen, under it on a narrow one. */
  readonly children?: ReactNode;
}

/**
 * A Filter button and its panel with one status drop-down, the MOJ "filter a list" pattern of the repair history:
 * the status applied shows as a tag that removes it. The inbox (portal.md §2 Messages: "a drawer with an All, Read
 * or Unread selector") and the service requests ("a filter side panel with a status drop-down") use it.
 */
export function StatusFilter<Slug extends string>({
  choices,
  status,
  onApply,
  texts,
  className,
  actions,
  children,
}: StatusFilterProps<Slug>) {
  const fields: FilterField[] = [
    {
      name: 'status',
      label: texts.label,
      options: choices.map((choice) => ({ value: choice.slug, label: t(choice.label) })),
    },
  ];
  const slugOf = (value: string): Slug => choices.find((choice) => choice.slug === value)?.slug ?? choices[0]!.slug;
  return (
    <FilterPanel
      fields={fields}
      applied={{ status }}
      onApply={(values) => onApply(slugOf(values.status ?? ''))}
      actions={actions}
      texts={{ heading: texts.heading, submitHidden: texts.submitHidden }}
      className={className}
    >
      {children}
    </FilterPanel>
  );
}
