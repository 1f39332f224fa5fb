import type { ReactNode } from 'react';

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
    <section aria-labelledby={`${id}-heading`}>
      <h2 className="heading-m" id={`${id}-heading`}>
        {heading}
      </h2>
      {body && <p className="body">{body}</p>}
      {children}
    </section>
  );
}
