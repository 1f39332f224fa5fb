import type { ReactNode } from 'react';
import { t } from '../shared/i18n';
import { CallUs } from './phone-number';

// A home card's content that loads after the page, in its states: on the way, failed, shown (the card kit, decision
// 0061). Apart from home-card.tsx, which only the home page's cards import, so the lazy parts that show these do not
// bring the home page's chunk with them.

/** What a card's slot says while its content's code or answer is on the way. */
export function CardPending({ text }: { text?: string }) {
  return (
    <p className="body" role="status">
      {text ?? t('loading')}
    </p>
  );
}

/**
 * What a card says when its content cannot load (portal.md §8: the card's own alert message, then the phone number):
 * the rest of the home page stands. An alert, so a screen reader hears it although it arrives after the page.
 */
export function CardFailure({ text }: { text: string }) {
  return (
    <div role="alert">
      <p className="body">{text}</p>
      <CallUs />
    </div>
  );
}

export interface LatestContentProps<Data> {
  /** What the card's read has answered so far; undefined while it is on the way. */
  data: Data | undefined;
  /** The read failed in a way the resident is told of (src/gateway isShownFailure). */
  failed: boolean;
  /** The card's alert when its content cannot load (portal.md §8), said with the phone number. */
  failure: string;
  /** What the slot says while the content is on the way. */
  pending: string;
  /** How the card draws what was read. */
  children(data: Data): ReactNode;
}

/**
 * The content of a home card that loads after the page (its latest repair, messages or cases): the card's alert if it
 * cannot load, a sentence while it comes, then what it draws. Every state sits in the card's reserved slot, so the
 * cards below never move (decision 0030). Loaded with the card's lazy part, not with the home page.
 */
export function LatestContent<Data>({ data, failed, failure, pending, children }: LatestContentProps<Data>) {
  if (failed) return <CardFailure text={failure} />;
  if (data === undefined) return <CardPending text={pending} />;
  return <>{children(data)}</>;
}
