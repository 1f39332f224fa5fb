import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { UnauthorisedError, type Communication } from '../../../gateway';
import { useServices } from '../../../shared/services';
import { markMessageRead } from '../shared/mark-read';
import { readMarkOf } from '../shared/read-marks';

/** SWR key of one message as this session last had it (from the answer to marking it read). */
export const messageKey = (customerId: string, messageId: string) =>
  ['messages', 'message', customerId, messageId] as const;

export interface OpenedMessage {
  /** The message to show; undefined while it is on its way. */
  message: Communication | undefined;
  /** Not the resident's, or no such message: the page says it was not found (403, 404, 400 for an id that is none). */
  notFound: boolean;
  /** The message could not be had for another reason (SSC021). */
  failed: boolean;
}

const NOT_FOUND_STATUSES = new Set([400, 403, 404]);

/**
 * The message a page shows, marked read once this session (portal.md §4 "Message status UNREAD to READ": opening it,
 * from the inbox, the home card or an address). A message the link brought (or this session had) shows at once, and is
 * marked only if it is unread and not marked yet; one known by its identifier alone comes from marking it, as the
 * contract has no GET of one message (decision 0031), and marking a read message changes nothing. If marking fails, a
 * message already shown stays, back to unread in the lists; one that is not is reported.
 */
export function useOpenedMessage(customerId: string, messageId: string, linked: Communication | null): OpenedMessage {
  const { gateway } = useServices();
  const { mutate } = useSWRConfig();
  const cached = useSWR<Communication>(messageKey(customerId, messageId), null);
  // What is known of it when the page opens decides what is sent, once (the page is keyed by the message).
  const [first] = useState(() => cached.data ?? linked);
  const [outcome, setOutcome] = useState<{ message?: Communication; notFound?: boolean; failed?: boolean }>({});

  useEffect(() => {
    const mark = readMarkOf(messageId);
    // Marked already this session, or read before: there is nothing to send.
    if (first && (mark === 'read' || (mark === undefined && first.status === 'READ'))) return;
    let live = true;
    markMessageRead(
      { gateway, mutate, customerId },
      first
        ? {
            identifier: messageId,
            status: first.status,
            eTag: first.eTag,
            ...(first.assetIdentifier ? { assetIdentifier: first.assetIdentifier } : {}),
          }
        : { identifier: messageId },
    )
      .then((read) => {
        void mutate(messageKey(customerId, messageId), read, { revalidate: false });
        if (live) setOutcome({ message: read });
      })
      .catch((error: unknown) => {
        if (!live || error instanceof UnauthorisedError) return;
        const status = (error as { status?: unknown }).status;
        setOutcome(
          typeof status === 'number' && NOT_FOUND_STATUSES.has(status) ? { notFound: true } : { failed: true },
        );
      });
    return () => {
      live = false;
    };
  }, [customerId, messageId, first, gateway, mutate]);

  const message = outcome.message ?? cached.data ?? linked ?? undefined;
  return { message, notFound: outcome.notFound === true, failed: outcome.failed === true && message === undefined };
}
