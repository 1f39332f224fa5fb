import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../shared/i18n';
import { FilterPanel } from './filter-panel';

/** A choice a list can be narrowed to: the address's word for it ('' for all) and its label's message code. */
export interface FilterChoice<Slug extends string> {
  readonly slug: Slug;
  readonly label: MessageKey;
}

export interface ChoiceFilterProps<Slug extends string> {
  /** The filter's name in the form (its select's name): 'status', 'type'. */
  readonly name: string;
  readonly choices: readonly FilterChoice<Slug>[];
  /** The choice applied: '' for all. */
  readonly applied: Slug;
  onApply(choice: Slug): void;
  /** The drop-down's label, the panel's heading and the hidden words of its Apply button. */
  readonly texts: { readonly label: string; readonly heading: string; readonly submitHidden: string };
  readonly className: string;
  /** The list's other controls, beside the Filter button (sort, Clear filters, Reset). */
  readonly actions?: ReactNode;
  /** The list: beside the open panel on a wide screen, under it on a narrow one. */
  readonly children?: ReactNode;
}

/**
 * A Filter button and its panel with one drop-down, the MOJ "filter a list" pattern: the choice applied shows as a
 * tag that removes it. The inbox's status (portal.md §2 Messages: "a drawer with an All, Read or Unread selector"),
 * the service requests' status and the transactions' payment type use it; a list with more fields gives FilterPanel
 * its fields itself (the repair history).
 */
export function ChoiceFilter<Slug extends string>({
  name,
  choices,
  applied,
  onApply,
  texts,
  className,
  actions,
  children,
}: ChoiceFilterProps<Slug>) {
  const options = choices.map((choice) => ({ value: choice.slug, label: t(choice.label) }));
  const slugOf = (value: string): Slug => choices.find((choice) => choice.slug === value)?.slug ?? choices[0]!.slug;
  return (
    <FilterPanel
      fields={[{ name, label: texts.label, options }]}
      applied={{ [name]: applied }}
      onApply={(values) => onApply(slugOf(values[name] ?? ''))}
      actions={actions}
      texts={{ heading: texts.heading, submitHidden: texts.submitHidden }}
      className={className}
    >
      {children}
    </FilterPanel>
  );
}
