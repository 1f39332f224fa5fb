import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../shared/i18n';
import { FilterPanel } from './filter-panel';
import type { ListStateHandle } from './use-list-state';

/** A choice a list can be narrowed to: the address's word for it ('' for all) and its label's message code. */
export interface FilterChoice<Slug extends string> {
  readonly slug: Slug;
  readonly label: MessageKey;
}

/** A list's one drop-down filter, said once in its definition file: its state name, its choices and its words. */
export interface ChoiceFilterSpec<Name extends string, Slug extends string> {
  /** The state name it sets (the list's definition gives its address parameter): 'status', 'type'. */
  readonly name: Name;
  readonly choices: readonly FilterChoice<Slug>[];
  /** By message code: the drop-down's label, the panel's heading, the hidden words of its Apply button. */
  readonly words: readonly [label: MessageKey, heading: MessageKey, submitHidden: MessageKey];
}

export interface ChoiceFilterProps<Name extends string, Slug extends string> {
  readonly filter: ChoiceFilterSpec<Name, Slug>;
  /** The list it narrows (useList): the choice applied is its address's, and a new one changes it. */
  readonly list: Pick<ListStateHandle<Name, unknown>, 'param' | 'change'>;
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
export function ChoiceFilter<Name extends string, Slug extends string>({
  filter,
  list,
  className,
  actions,
  children,
}: ChoiceFilterProps<Name, Slug>) {
  const { name, choices, words } = filter;
  const [label, heading, submitHidden] = words;
  const options = choices.map((choice) => ({ value: choice.slug, label: t(choice.label) }));
  // An unknown word in the address is the first choice (All), as the list's reader takes it.
  const slugOf = (value: string): Slug => choices.find((choice) => choice.slug === value)?.slug ?? choices[0]!.slug;
  return (
    <FilterPanel
      fields={[{ name, label: t(label), options }]}
      applied={{ [name]: slugOf(list.param(name)) }}
      onApply={(values) => list.change({ [name]: slugOf(values[name] ?? '') } as Partial<Record<string, string>>)}
      actions={actions}
      texts={{ heading: t(heading), submitHidden: t(submitHidden) }}
      className={className}
    >
      {children}
    </FilterPanel>
  );
}
