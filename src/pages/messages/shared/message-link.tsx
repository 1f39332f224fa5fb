import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Communication } from '../../../gateway';
import { messageDetailPath } from '../../../shared/paths';
import type { MessageLinkState } from './message-link-state';

export interface MessageLinkProps {
  message: Communication;
  /** The address of the page the link is on, with its filters and page, for the message page's Back. */
  from: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a message's page that carries the message as the list showed it (MessageLinkState): the page shows it at
 * once, and marks it read knowing whether it was unread (portal.md §4).
 */
export function MessageLink({ message, from, className, children }: MessageLinkProps) {
  const state: MessageLinkState = { from, message };
  return (
    <Link className={className ?? 'link'} to={messageDetailPath(message.identifier)} state={state}>
      {children}
    </Link>
  );
}
