import { Suspense, useRef, type ReactNode } from 'react';
import { CardPending } from './card-states';
import { useNearView } from './use-near-view';

export interface HomeCardProps {
  /** Names the card's heading (`<id>-heading`), which labels the card's region. */
  readonly id: string;
  readonly heading: string;
  /** A sentence under the heading saying what the card is for. */
  readonly body?: string;
  readonly children?: ReactNode;
}

/** A card of the home page: a section labelled by its heading, a sentence, then what the card offers. */
export function HomeCard({ id, heading, body, children }: HomeCardProps) {
  return (
    <section className="home-card" aria-labelledby={`${id}-heading`}>
      <h2 className="heading-m" id={`${id}-heading`}>
        {heading}
      </h2>
      {body && <p className="body">{body}</p>}
      {children}
    </section>
  );
}

/**
 * The place of a card's content that loads after the page (its code, its call): kept at least `minHeight` high in
 * every state — loading, empty, failed, shown — so the cards below never move (issue 13: no layout shift). Size it to
 * the content's usual height on a phone. Below the fold, the content (its code and its call) waits until the card is
 * near the screen or the browser is idle (issue 29), saying the same as while it loads.
 */
export function HomeCardSlot({
  minHeight,
  pending,
  children,
}: {
  minHeight: string;
  pending?: string;
  children: ReactNode;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearView(slot);
  const waiting = <CardPending {...(pending ? { text: pending } : {})} />;
  return (
    <div className="home-card__slot" style={{ minHeight }} ref={slot}>
      {near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}
    </div>
  );
}
