import type { Communication } from '../../../gateway';

/**
 * What a link to a message's page carries (router state, which a reload keeps): where it was opened from, for Back
 * (src/ui/back-link.tsx), and the message as the list showed it, so the page shows it at once and knows whether it was
 * unread without another call (there is no GET of one message: decision 0031).
 */
export interface MessageLinkState {
  from: string;
  message: Communication;
}

/** The message the state carries, if it is the one asked for. */
export function linkedMessage(state: unknown, messageId: string): Communication | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as { message?: unknown }).message;
  if (typeof message !== 'object' || message === null) return null;
  const candidate = message as Partial<Communication>;
  return candidate.identifier === messageId && Array.isArray(candidate.message?.content)
    ? (candidate as Communication)
    : null;
}
