import type { ScopedMutator } from 'swr';
import { PreconditionFailedError, type Communication, type GatewayClient } from '../../gateway';
import { readMarkOf, setReadMark } from './read-marks';
import { unreadCountKey } from './use-unread-count';

/** What marking needs of the page: the gateway, and SWR's mutate for the shared count. */
export interface MarkReadContext {
  gateway: GatewayClient;
  mutate: ScopedMutator;
  customerId: string;
}

/** The message to mark: its identifier, and, when the page has it from a list, its status and eTag. */
export interface MessageToMark {
  identifier: string;
  /** UNREAD or READ as a list showed it; undefined when the page knows only the identifier (an address opened directly). */
  status?: 'READ' | 'UNREAD';
  eTag?: string;
}

/** Marks on their way, by message: a second caller (the row and its page, React's second effect) shares the first. */
const inFlight = new Map<string, Promise<Communication>>();

const addToCount = (change: number) => (count: number | undefined) => (count === undefined ? undefined : Math.max(0, count + change));

/**
 * PATCH …/communications/{id} {status: READ} (portal.md §4 "Message status UNREAD to READ"), optimistically: the message
 * shows as read at once (read-marks.ts) and, when it was unread, the shared unread count goes down by one; if the call
 * fails both go back. The answer is the message itself, read. A message whose content changed since the list was read
 * (412 on its eTag) is marked without the tag: what the resident is shown next is the answer, so nothing unseen is
 * overwritten. When the page did not know whether the message was unread, the count is asked again afterwards.
 */
export function markMessageRead({ gateway, mutate, customerId }: MarkReadContext, message: MessageToMark): Promise<Communication> {
  const running = inFlight.get(message.identifier);
  if (running) return running;
  const countKey = unreadCountKey(customerId);
  const wasUnread = message.status === 'UNREAD';
  const before = readMarkOf(message.identifier);
  setReadMark(message.identifier, 'pending');
  if (wasUnread) void mutate(countKey, addToCount(-1), { revalidate: false });

  const patch = async (): Promise<Communication> => {
    try {
      return await gateway.markCommunicationRead(customerId, message.identifier, message.eTag ?? null);
    } catch (error) {
      if (error instanceof PreconditionFailedError && message.eTag) return gateway.markCommunicationRead(customerId, message.identifier, null);
      throw error;
    }
  };
  const marking = patch()
    .then((read) => {
      setReadMark(message.identifier, 'read');
      if (message.status === undefined) void mutate(countKey);
      return read;
    })
    .catch((error: unknown) => {
      setReadMark(message.identifier, before);
      if (wasUnread) void mutate(countKey, addToCount(1), { revalidate: false });
      throw error;
    })
    .finally(() => inFlight.delete(message.identifier));
  inFlight.set(message.identifier, marking);
  return marking;
}
