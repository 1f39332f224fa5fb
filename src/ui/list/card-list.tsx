import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { TagColour } from '../../shared/tag-colours';
import './card-list.css';

/** One fact of a card: its name and its value. */
export interface CardField<T> {
  key: string;
  label: string;
  value(item: T): ReactNode;
}

/** What a card shows of an item. */
export interface CardSpec<T> {
  /** The card's heading (an h2). */
  title(item: T): ReactNode;
  fields: readonly CardField<T>[];
  /** Below the facts: the way to the item (a View details link). */
  action?(item: T): ReactNode;
  /** The colour the card is edged in (its status's); never the only sign, so a status tag says it too. */
  accent?(item: T): TagColour;
  /** The page's own class names for a card, beside the kit's. */
  className?(item: T): string;
}

export interface CardListProps<T> {
  card: CardSpec<T>;
  items: readonly T[];
  itemKey(item: T): string;
  /** The card to take focus once shown (the first of those Show more loaded); null for none. */
  focusIndex: number | null;
  /** Called once that card has taken focus. */
  onFocused(): void;
  /** The page's own class names for the list, beside the kit's. */
  className?: string;
}

/** A list of items as cards, for phones: each its heading, its facts as a description list, and its action. */
export function CardList<T>({ card, items, itemKey, focusIndex, onFocused, className }: CardListProps<T>) {
  const focusTarget = useRef<HTMLHeadingElement>(null);
  // Runs again as more items arrive: the card is there to focus once its items have loaded.
  useEffect(() => {
    if (focusIndex === null || !focusTarget.current) return;
    focusTarget.current.focus();
    onFocused();
  }, [focusIndex, items.length, onFocused]);

  return (
    <ul className={className ? `card-list ${className}` : 'card-list'}>
      {items.map((item, index) => {
        const accent = card.accent?.(item);
        const classes = ['card-list__card', card.className?.(item)].filter(Boolean).join(' ');
        // The edge's colour is a custom property set through the DOM (not a style attribute), which the CSP allows.
        const edge = accent ? ({ '--card-edge': `var(--edge-${accent})` } as CSSProperties) : undefined;
        return (
          <li key={itemKey(item)} className={classes} style={edge}>
            {/* Focusable from script only (tabIndex -1), and kept so once focused: focus moves here after Show more.
             */}
            <h2 className="card-list__title" ref={index === focusIndex ? focusTarget : undefined} tabIndex={-1}>
              {card.title(item)}
            </h2>
            <dl className="card-list__facts">
              {card.fields.map((field) => (
                <div className="card-list__fact" key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>{field.value(item)}</dd>
                </div>
              ))}
            </dl>
            {card.action?.(item)}
          </li>
        );
      })}
    </ul>
  );
}
