import { t, type MessageKey } from '../../shared/i18n';
import { SortSelect } from './sort-select';

/** A list's order: the drop-down's label, the orders it offers (the default first) and the one applied. */
export interface ListSort<Option extends { slug: string; label: MessageKey }> {
  readonly label: MessageKey;
  readonly options: readonly Option[];
  readonly selected: Option;
  onSort(option: Option): void;
}

/** A button beside the Filter button: its words, words only a screen reader says after them, what it does. */
export type ListAction = readonly [text: MessageKey, onClick: () => void, hidden?: MessageKey];

/**
 * A list's controls beside its Filter button: its order (followed at once, no button) and its buttons (Clear filters,
 * Reset), in that order.
 */
export function ListActions<Option extends { slug: string; label: MessageKey }>({
  sort,
  buttons,
}: {
  sort: ListSort<Option>;
  buttons: readonly ListAction[];
}) {
  return (
    <>
      <SortSelect
        label={t(sort.label)}
        options={sort.options}
        selected={sort.selected}
        slugOf={(option) => option.slug}
        labelOf={(option) => t(option.label)}
        onSort={sort.onSort}
      />
      {buttons.map(([text, onClick, hidden]) => (
        <button key={text} type="button" className="button button--secondary list-controls__button" onClick={onClick}>
          {t(text)}
          {hidden && ' '}
          {hidden && <span className="visually-hidden">{t(hidden)}</span>}
        </button>
      ))}
    </>
  );
}
