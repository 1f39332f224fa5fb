import { useSyncExternalStore } from 'react';
import { readSessionJson } from '../../../shared/session-value';

// The messages marked read in this session (portal.md §4: "It happens only once per message per session"), and those
// whose marking is on its way. The read ones are kept in sessionStorage, so a reload does not mark them again and the
// log out that clears the storage starts a new session; a plain external store, as the chosen property is.
const STORAGE_KEY = 'portal.messagesReadThisSession';

/** 'pending' while the PATCH is on its way (the message already shows as read), 'read' once it has answered. */
export type ReadMark = 'pending' | 'read';

const listeners = new Set<() => void>();
let marks: Map<string, ReadMark> | null = null;
// Moves on with every change, so a list can follow every mark at once (useReadMarks).
let version = 0;

const readIds = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null;

function storedIds(): string[] {
  // Not written by this module: as if nothing was marked, which at worst marks a message read a second time.
  return readSessionJson(STORAGE_KEY, readIds) ?? [];
}

function current(): Map<string, ReadMark> {
  marks ??= new Map(storedIds().map((id) => [id, 'read']));
  return marks;
}

/** The message's mark in this session, if any. */
export function readMarkOf(messageId: string): ReadMark | undefined {
  return current().get(messageId);
}

/** Sets (or, with undefined, removes) a message's mark and tells every row, card and page showing it. */
export function setReadMark(messageId: string, mark: ReadMark | undefined): void {
  const all = current();
  if (mark === undefined) all.delete(messageId);
  else all.set(messageId, mark);
  const read = [...all].filter(([, value]) => value === 'read').map(([id]) => id);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(read));
  version += 1;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Forgets what this module read from sessionStorage, so the next read looks again (the tests' way to start a new
 * session; the portal starts one with a page load).
 */
export function forgetReadMarks(): void {
  marks = null;
}

/** How a message shows: read once this session has marked it (or is marking it), else as the gateway said. */
export function shownStatus(message: { identifier: string; status: 'READ' | 'UNREAD' }): 'READ' | 'UNREAD' {
  return readMarkOf(message.identifier) === undefined ? message.status : 'READ';
}

/**
 * Re-renders the caller whenever a message is marked or unmarked, for a list whose rows read shownStatus: one
 * subscription for the list rather than one a row.
 */
export function useReadMarks(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

/** How one message shows (shownStatus), following its mark as it changes. */
export function useShownStatus(message: { identifier: string; status: 'READ' | 'UNREAD' }): 'READ' | 'UNREAD' {
  const mark = useSyncExternalStore(
    subscribe,
    () => readMarkOf(message.identifier),
    () => undefined,
  );
  return mark === undefined ? message.status : 'READ';
}
