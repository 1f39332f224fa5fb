import { useId } from 'react';
import './page-size-select.css';

/** How many items a page of a table shows (10, 20 or 100 in the specification's lists). */
export function PageSizeSelect({
  label,
  sizes,
  selected,
  onChange,
}: {
  label: string;
  sizes: readonly number[];
  selected: number;
  onChange(size: number): void;
}) {
  const id = useId();
  return (
    <div className="form-group list-page-size">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select
        className="select list-page-size__select"
        id={id}
        value={selected}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
