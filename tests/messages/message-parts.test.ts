import { describe, expect, it } from 'vitest';
import type { Communication } from '../../src/gateway';
import {
  FIRST_LINE_LENGTH,
  messageDocumentId,
  messageFirstLine,
  messageParagraphs,
  messageSender,
  messageSubject,
} from '../../src/messages/message-parts';

function withContent(
  values: string[],
  sender: Communication['sender'] = {
    organisation: { name: 'Peabody', personName: { givenName: 'Customer', surname: 'Services' } },
  },
): Communication {
  return {
    identifier: 'M-1',
    status: 'UNREAD',
    createdDate: '2026-11-20T09:13:00Z',
    communicationCategoryType: 'STATEMENT',
    message: {
      content: values.map((value, index) => ({
        identifier: ['subject', 'body', 'documentIdentifier'][index] ?? 'x',
        value,
      })),
    },
    sender,
    receivers: [],
    eTag: '"e"',
  };
}

// portal.md §3 "Message (communication)": content[0] subject, [1] body, [2] optional document; the sender's person.
describe('the parts of a message', () => {
  it('reads the subject, the document and who sent it', () => {
    const message = withContent(['  Your statement is ready ', 'Body', 'DOC-1']);
    expect(messageSubject(message)).toBe('Your statement is ready');
    expect(messageDocumentId(message)).toBe('DOC-1');
    expect(messageDocumentId(withContent(['Subject', 'Body']))).toBeNull();
    expect(messageSender(message)).toBe('Customer Services');
    expect(messageSender(withContent(['S'], { organisation: { name: 'Peabody', personName: {} } }))).toBe('Peabody');
    expect(messageSubject(withContent([]))).toBe('');
  });

  it('keeps the body in its lines, grouped in paragraphs at blank lines', () => {
    const message = withContent([
      'S',
      'Dear Mx Morgan,\r\n\r\nYour statement is ready.\nSelect View statement.\n\n\nPeabody',
    ]);
    expect(messageParagraphs(message)).toEqual([
      ['Dear Mx Morgan,'],
      ['Your statement is ready.', 'Select View statement.'],
      ['Peabody'],
    ]);
  });

  it("gives the list the body's first line that says something, cut to the list's width", () => {
    expect(messageFirstLine(withContent(['S', '\n  \nFirst words here.\nSecond line.']))).toBe('First words here.');
    // The greeting is the same on every letter: the preview starts after it, unless there is nothing else.
    expect(messageFirstLine(withContent(['S', 'Dear Mx Morgan,\n\nYour statement is ready.']))).toBe(
      'Your statement is ready.',
    );
    expect(messageFirstLine(withContent(['S', 'Dear Mx Morgan,']))).toBe('Dear Mx Morgan,');
    const long = messageFirstLine(withContent(['S', 'word '.repeat(40)]));
    expect(long.length).toBeLessThanOrEqual(FIRST_LINE_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(messageFirstLine(withContent(['S']))).toBe('');
  });
});
