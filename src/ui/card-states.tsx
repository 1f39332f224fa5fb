import type { ReactNode } from 'react';
import useSWR from 'swr';
import { useServices, type PortalServices } from '../shared/services';
import { t, type MessageKey } from '../shared/i18n';
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

/** What a card's read has answered so far (undefined while it is on the way), or how it failed. */
export interface LatestRead<Data> {
  data: Data | undefined;
  error: unknown;
}

/**
 * A home card's read: its data key, made by the card's own key factory so a change can reload it (null while it
 * cannot be asked), and its call to the gateway.
 */
export function useLatest<Data>(
  key: readonly unknown[] | null,
  read: (gateway: PortalServices['gateway']) => Promise<Data>,
): LatestRead<Data> {
  const { gateway } = useServices();
  const { data, error } = useSWR(key, () => read(gateway));
  return { data, error };
}

/** What a card's lazy content is about: the resident, and the property chosen (null: none to choose, so all theirs). */
export interface LatestAbout {
  customerId: string;
  premisesId: string | null;
}

/** A card's words, by message code: its alert when its content cannot load (portal.md §8), and while it comes. */
export interface CardWords {
  failure: MessageKey;
  pending: MessageKey;
}

export interface LatestContentProps<Data> {
  read: LatestRead<Data>;
  /** The read failed in a way the resident is told of (src/gateway isShownFailure). */
  failed: boolean;
  words: CardWords;
  /** How the card draws what was read. */
  children(data: Data): ReactNode;
}

/**
 * The content of a home card that loads after the page (its latest repair, messages or cases): the card's alert if it
 * cannot load, said with the phone number, a sentence while it comes, then what it draws. Every state sits in the
 * card's reserved slot, so the cards below never move (decision 0030). Loaded with the card's lazy part, not with the
 * home page.
 */
export function LatestContent<Data>({ read, failed, words, children }: LatestContentProps<Data>) {
  if (failed) return <CardFailure text={t(words.failure)} />;
  if (read.data === undefined) return <CardPending text={t(words.pending)} />;
  return <>{children(read.data)}</>;
}
