import { SortSelect } from './sort-select';
import './page-size-select.css';

/** How many items a page of a table shows (10, 20 or 100 in the specification's lists): the list's one drop-down. */
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
  return <SortSelect label={label} options={sizes} selected={selected} onSort={onChange} block="list-page-size" />;
}
