import type { ScopedMutator } from 'swr';
import { PreconditionFailedError, type Communication, type GatewayClient } from '../../../gateway';
import { readMarkOf, setReadMark } from './read-marks';
import { unreadCountProperty } from '../use-unread-count';

/** What marking needs of the page: the gateway, and SWR's mutate for the shared count. */
export interface MarkReadContext {
  gateway: GatewayClient;
  mutate: ScopedMutator;
  customerId: string;
}

/** The message to mark: its identifier, and, when the page has it from a list, its status and eTag. */
export interface MessageToMark {
  identifier: string;
  /**
   * UNREAD or READ as a list showed it; undefined when the page knows only the identifier (an address opened directly).
   */
  status?: 'READ' | 'UNREAD';
  eTag?: string;
  /** The property it is about, when the page knows it: the counts of other properties stay as they are. */
  assetIdentifier?: string;
}

/** Marks on their way, by message: a second caller (the row and its page, React's second effect) shares the first. */
const inFlight = new Map<string, Promise<Communication>>();

const addToCount = (change: number) => (count: number | undefined) =>
  count === undefined ? undefined : Math.max(0, count + change);

/**
 * PATCH …/communications/{id} {status: READ} (portal.md §4 "Message status UNREAD to READ"), optimistically: the
 * message shows as read at once (read-marks.ts) and, when it was unread, the shared unread count goes down by one; if
 * the call fails both go back. The answer is the message itself, read. A message whose content changed since the list
 * was read (412 on its eTag) is marked without the tag: what the resident is shown next is the answer, so nothing
 * unseen is overwritten. What the page did not know (whether it was unread, which property it is about), the counts ask
 * again.
 */
export function markMessageRead(
  { gateway, mutate, customerId }: MarkReadContext,
  message: MessageToMark,
): Promise<Communication> {
  const running = inFlight.get(message.identifier);
  if (running) return running;
  // The counts the message is in: all properties', and its own property's. Where it is about is not always known (an
  // address opened directly): then the properties' counts are asked again once it is marked.
  const propertyOf = (key: unknown) => unreadCountProperty(key, customerId);
  const holdsIt = (key: unknown) =>
    propertyOf(key) === '' || (message.assetIdentifier !== undefined && propertyOf(key) === message.assetIdentifier);
  const unsure = (key: unknown) => {
    const property = propertyOf(key);
    return (
      property !== null && (message.status === undefined || (message.assetIdentifier === undefined && property !== ''))
    );
  };
  const wasUnread = message.status === 'UNREAD';
  const before = readMarkOf(message.identifier);
  setReadMark(message.identifier, 'pending');
  if (wasUnread) void mutate(holdsIt, addToCount(-1), { revalidate: false });

  const patch = async (): Promise<Communication> => {
    try {
      return await gateway.markCommunicationRead(customerId, message.identifier, message.eTag ?? null);
    } catch (error) {
      if (error instanceof PreconditionFailedError && message.eTag)
        return gateway.markCommunicationRead(customerId, message.identifier, null);
      throw error;
    }
  };
  const marking = patch()
    .then((read) => {
      setReadMark(message.identifier, 'read');
      void mutate(unsure);
      return read;
    })
    .catch((error: unknown) => {
      setReadMark(message.identifier, before);
      if (wasUnread) void mutate(holdsIt, addToCount(1), { revalidate: false });
      throw error;
    })
    .finally(() => inFlight.delete(message.identifier));
  inFlight.set(message.identifier, marking);
  return marking;
}
