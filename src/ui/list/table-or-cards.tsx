import type { Ref } from 'react';
import { CardList, type CardSpec } from './card-list';
import { DataTable, type TableColumn } from './data-table';

export type ListLayout = 'table' | 'cards';

export interface TableOrCardsProps<T> {
  /** 'cards' on phones (the page's breakpoint, e.g. from useMediaQuery), else 'table'. */
  layout: ListLayout;
  items: readonly T[];
  itemKey(item: T): string;
  /** The table's caption (its name, and its region's). */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  card: CardSpec<T>;
  /** The table's rows are being replaced (a new page on its way). */
  busy?: boolean;
  /** The table's focusable region, for moving focus to a new page of rows. */
  tableRef?: Ref<HTMLDivElement>;
  /** The card to focus once shown (the first of those just loaded), and the call once it has been. */
  focusIndex?: number | null;
  onFocused?(): void;
  /** The page's own class names for the card list. */
  cardsClassName?: string;
  /** A table row's own class names. */
  rowClassName?(item: T): string | undefined;
}

const nothing = () => undefined;

/** A list as a GOV.UK table on wide screens and as cards on phones, from one description of its items. */
export function TableOrCards<T>(props: TableOrCardsProps<T>) {
  const { layout, items, itemKey } = props;
  if (layout === 'cards') {
    return (
      <CardList
        card={props.card}
        items={items}
        itemKey={itemKey}
        focusIndex={props.focusIndex ?? null}
        onFocused={props.onFocused ?? nothing}
        className={props.cardsClassName}
      />
    );
  }
  return (
    <DataTable
      ref={props.tableRef}
      caption={props.caption}
      captionHidden={props.captionHidden}
      columns={props.columns}
      items={items}
      itemKey={itemKey}
      busy={props.busy}
      rowClassName={props.rowClassName}
    />
  );
}
