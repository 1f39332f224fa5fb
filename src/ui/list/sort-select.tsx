import { useId } from 'react';
import './list-controls.css';

export interface SortSelectProps<Option> {
  /** The drop-down's label ("Sort by"). */
  label: string;
  /** The orders the list offers, the default first or marked by the list's definition. */
  options: readonly Option[];
  selected: Option;
  /** The option's word in the address ("oldest-first"), unique among the options. */
  slugOf(option: Option): string;
  /** The option's words as the resident reads them. */
  labelOf(option: Option): string;
  onSort(option: Option): void;
  /** The drop-down's place among the list's controls: beside the Filter button unless said otherwise. */
  groupClassName?: string;
  selectClassName?: string;
}

/** A list's order, beside its Filter button; the list follows a new choice at once (no button). */
export function SortSelect<Option>({
  label,
  options,
  selected,
  slugOf,
  labelOf,
  onSort,
  groupClassName = 'list-controls__item',
  selectClassName,
}: SortSelectProps<Option>) {
  const id = useId();
  return (
    <div className={`form-group ${groupClassName}`}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select
        className={selectClassName === undefined ? 'select' : `select ${selectClassName}`}
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
