// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { PortalApp } from '../../../src/app/portal-app';
import type { Communication } from '../../../src/gateway';
import { markMessageRead, type MarkReadContext } from '../../../src/pages/messages/shared/mark-read';
import { readMarkOf } from '../../../src/pages/messages/shared/read-marks';
import { useUnreadCount } from '../../../src/pages/messages/use-unread-count';
import { fakeAuth, session, testConfig } from '../../app/support/fakes';
import { httpError, message, messagesGateway, newSession, type MessagesGateway } from './support/messages-fakes';

/** Shows the shared count and hands the test what marking needs. */
function Harness({ gateway, onReady }: { gateway: MessagesGateway; onReady(context: MarkReadContext): void }) {
  const { mutate } = useSWRConfig();
  const { count } = useUnreadCount('C1');
  const { count: ofP1 } = useUnreadCount('C1', 'P1');
  useEffect(() => {
    onReady({ gateway, mutate, customerId: 'C1' });
  }, [gateway, mutate, onReady]);
  return (
    <>
      <p>Unread: {count ?? 'not known'}</p>
      <p>Unread about P1: {ofP1 ?? 'not known'}</p>
    </>
  );
}

async function harness(gateway: MessagesGateway): Promise<MarkReadContext> {
  let context: MarkReadContext | undefined;
  render(
    <PortalApp services={{ config: testConfig, auth: fakeAuth(session('C1')), gateway, newId: () => 'id' }}>
      <Harness gateway={gateway} onReady={(ready) => (context = ready)} />
    </PortalApp>,
  );
  await screen.findByText(/^Unread: \d/);
  await screen.findByText(/^Unread about P1: \d/);
  return context!;
}

/** A PATCH the test answers when it likes. */
function heldPatches(gateway: MessagesGateway) {
  const held = new Map<string, { resolve(message: Communication): void; reject(error: unknown): void }>();
  gateway.markCommunicationRead.mockImplementation(
    (_customerId, id) => new Promise((resolve, reject) => held.set(id, { resolve, reject })),
  );
  return held;
}

// portal.md §4: marking read is optimistic and rolls back; notes/money-messages-cases.md §5 "once per message per
// session".
describe('marking messages read', () => {
  beforeEach(newSession);

  it('takes one off the count for each unread message at once, and puts back only the one whose call fails', async () => {
    const messages = [message(1), message(3), message(5)];
    const gateway = messagesGateway(messages);
    const context = await harness(gateway);
    const held = heldPatches(gateway);
    let first: Promise<Communication> | undefined;
    let second: Promise<Communication> | undefined;
    act(() => {
      first = markMessageRead(context, messages[0]!);
      second = markMessageRead(context, messages[1]!);
    });
    expect(await screen.findByText('Unread: 1')).toBeInTheDocument();
    expect(readMarkOf('M-1')).toBe('pending');

    await act(async () => {
      held.get('M-1')?.reject(httpError(500, 'PATCH'));
      await first?.catch(() => undefined);
      held.get('M-3')?.resolve({ ...messages[1]!, status: 'READ' });
      await second;
    });
    await waitFor(() => expect(screen.getByText('Unread: 2')).toBeInTheDocument());
    expect(readMarkOf('M-1')).toBeUndefined();
    expect(readMarkOf('M-3')).toBe('read');
    expect(JSON.parse(sessionStorage.getItem('portal.messagesReadThisSession') ?? '[]')).toEqual(['M-3']);
  });

  // Issue 26: the home card and the inbox count the chosen property's unread messages, the header all of them.
  it("takes a message off the count of all properties and its own property's, not another property's", async () => {
    const messages = [message(1), message(3), message(5, { assetIdentifier: 'P2' })];
    const gateway = messagesGateway(messages);
    const context = await harness(gateway);
    expect(screen.getByText('Unread: 3')).toBeInTheDocument();
    expect(screen.getByText('Unread about P1: 2')).toBeInTheDocument();
    await act(async () => {
      await markMessageRead(context, messages[2]!);
    });
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
    expect(screen.getByText('Unread about P1: 2')).toBeInTheDocument();
    await act(async () => {
      await markMessageRead(context, messages[0]!);
    });
    expect(await screen.findByText('Unread: 1')).toBeInTheDocument();
    expect(await screen.findByText('Unread about P1: 1')).toBeInTheDocument();
  });

  it('asks the counts again for a message known only by its identifier', async () => {
    const messages = [message(1), message(3), message(5, { assetIdentifier: 'P2' })];
    const gateway = messagesGateway(messages);
    const context = await harness(gateway);
    await act(async () => {
      await markMessageRead(context, { identifier: 'M-1' });
    });
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
    expect(await screen.findByText('Unread about P1: 1')).toBeInTheDocument();
  });

  it('sends one PATCH for a message two callers mark at once, and retries without the eTag a changed message refuses', async () => {
    const messages = [message(1), message(3), message(5)];
    const gateway = messagesGateway(messages);
    const context = await harness(gateway);
    const { PreconditionFailedError } = await import('../../../src/gateway');
    gateway.markCommunicationRead.mockRejectedValueOnce(
      new PreconditionFailedError({
        status: 412,
        title: 'Precondition Failed',
        errors: [],
        correlationId: 'c',
        method: 'PATCH',
        path: '/x',
      }),
    );
    await act(async () => {
      const a = markMessageRead(context, messages[2]!);
      const b = markMessageRead(context, messages[2]!);
      expect(a).toBe(b);
      await a;
    });
    expect(gateway.markCommunicationRead.mock.calls).toEqual([
      ['C1', 'M-5', '"etag-5"'],
      ['C1', 'M-5', null],
    ]);
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
  });
});
