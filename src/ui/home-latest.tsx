import { Fragment, type ReactNode } from 'react';
import './home-latest.css';

export interface LatestListProps<Item> {
  items: readonly Item[];
  /** The sentence when there are none. */
  none: string;
  itemKey(item: Item): string;
  /** How the card draws one item: its `<li>` (class home-latest__item), with what it says of it. */
  row(item: Item): ReactNode;
}

/** A card's latest items, one a line between rules, or the sentence that there are none. */
export function LatestList<Item>({ items, none, itemKey, row }: LatestListProps<Item>) {
  if (items.length === 0) return <p className="body">{none}</p>;
  return (
    <ul className="home-latest__list">
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{row(item)}</Fragment>
      ))}
    </ul>
  );
}
