import { useId } from 'react';
import './list-controls.css';

export interface SortSelectProps<Option> {
  /** The drop-down's label ("Sort by"). */
  label: string;
  /** The orders the list offers, the default first or marked by the list's definition. */
  options: readonly Option[];
  selected: Option;
  /** The option's word in the address ("oldest-first"), unique among the options; the option itself by default. */
  slugOf?(option: Option): string;
  /** The option's words as the resident reads them; the option itself by default (a page size). */
  labelOf?(option: Option): string;
  onSort(option: Option): void;
  /** The drop-down's own block (BEM: the group, and its `__select`); beside the Filter button unless said otherwise. */
  block?: string;
}

/** A list's order, beside its Filter button; the list follows a new choice at once (no button). */
export function SortSelect<Option>({
  label,
  options,
  selected,
  slugOf = String,
  labelOf = String,
  onSort,
  block,
}: SortSelectProps<Option>) {
  const id = useId();
  return (
    <div className={`form-group ${block ?? 'list-controls__item'}`}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select
        className={block === undefined ? 'select' : `select ${block}__select`}
        id={id}
        value={slugOf(selected)}
        onChange={(event) => {
          const option = options.find((candidate) => slugOf(candidate) === event.target.value);
          if (option !== undefined) onSort(option);
        }}
      >
        {options.map((option) => (
          <option key={slugOf(option)} value={slugOf(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
