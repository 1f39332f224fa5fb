import { useId, type ReactNode, type Ref } from 'react';
import './data-table.css';

/** A column of a table: its heading and what each item shows in it. */
export interface TableColumn<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
  /** Dates and amounts stay on one line. */
  nowrap?: boolean;
  /** Numbers (amounts) are right-aligned, as GOV.UK tables align them. */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table and the scrolling region round it. */
  caption: string;
  /** The caption is read by screen readers only (the page's heading already says what the table is). */
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  items: readonly T[];
  itemKey(item: T): string;
  /** A new page is on its way: the rows shown are dimmed and marked busy. */
  busy?: boolean;
  /** The focusable region round the table. */
  ref?: Ref<HTMLDivElement>;
  /** A row's own class names (an unread message's row is bold); never the only sign of what it marks. */
  rowClassName?(item: T): string | undefined;
}

const headerClass = (column: { nowrap?: boolean; numeric?: boolean }) =>
  column.numeric ? 'data-table__cell--numeric' : undefined;

const cellClass = (column: { nowrap?: boolean; numeric?: boolean }) =>
  [column.nowrap && 'data-table__cell--nowrap', column.numeric && 'data-table__cell--numeric']
    .filter(Boolean)
    .join(' ') || undefined;

/** A GOV.UK table of items, one a row, under column headings. */
export function DataTable<T>({
  caption,
  captionHidden,
  columns,
  items,
  itemKey,
  busy,
  ref,
  rowClassName,
}: DataTableProps<T>) {
  const captionId = useId();
  return (
    // The wrapper scrolls sideways when the window is too narrow for the table, and takes focus, so a keyboard can
    // scroll it and a page can move focus to new rows (after a change of page).
    <div ref={ref} className="data-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table" aria-busy={busy || undefined}>
        <caption className={captionHidden ? 'visually-hidden' : 'data-table__caption'} id={captionId}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.key} className={headerClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={itemKey(item)} className={rowClassName?.(item)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
