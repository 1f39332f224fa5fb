import type { Communication } from '../gateway';

// What the inbox and the detail page read of a message (portal.md §3 "Message (communication)"): content[0] is the
// subject, content[1] the body, content[2] an optional document identifier; the sender is the organisation's person.

const contentValue = (message: Communication, index: number): string =>
  message.message.content[index]?.value?.trim() ?? '';

export function messageSubject(message: Communication): string {
  return contentValue(message, 0);
}

/**
 * The body as the lines it was written in (the gateway separates them with \n), blank lines kept as paragraph breaks.
 */
export function messageLines(message: Communication): string[] {
  const body = message.message.content[1]?.value ?? '';
  return body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
}

/** The body's paragraphs: its lines grouped where a blank line separates them. */
export function messageParagraphs(message: Communication): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of messageLines(message)) {
    if (line === '') {
      if (current.length > 0) paragraphs.push(current);
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/** The longest first line the list shows before cutting it with "…". */
export const FIRST_LINE_LENGTH = 90;

// A letter's greeting ("Dear Mx Morgan,") is the same on every message: as the list's preview it would tell the
// resident nothing, so the preview starts after it (decision 0032).
const GREETING = /^dear\b.*,$/i;

/**
 * The inbox's Message column (portal.md §2 "message (first line)"): the body's first line that says something (not
 * blank, not the greeting), cut to a list's width. A message that is only a greeting shows the greeting.
 */
export function messageFirstLine(message: Communication): string {
  const lines = messageLines(message).filter((text) => text !== '');
  const line = lines.find((text) => !GREETING.test(text)) ?? lines[0] ?? '';
  return line.length > FIRST_LINE_LENGTH ? `${line.slice(0, FIRST_LINE_LENGTH - 1).trimEnd()}…` : line;
}

/** The identifier of the document the message comes with (content[2]), or null. */
export function messageDocumentId(message: Communication): string | null {
  return contentValue(message, 2) || null;
}

/** Who sent it: the organisation's person ("Customer Services"), else the organisation's name; '' when neither. */
export function messageSender(message: Communication): string {
  const organisation = message.sender?.organisation;
  const person = organisation?.personName;
  const name = [person?.title, person?.givenName, person?.surname]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name || organisation?.name?.trim() || '';
}
