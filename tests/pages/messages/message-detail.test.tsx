// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoAxeViolations,
  httpError,
  message,
  messagesGateway,
  newSession,
  renderAsResident,
} from './support/messages-fakes';

const menu = () => screen.getByRole('navigation', { name: 'Menu' });
const messagesItem = () => within(menu()).getByRole('link', { name: /^Messages/ });

// portal.md §2 "/messagedetails", §4 "Message status UNREAD to READ", §8 SSC021.
describe("a message's page", () => {
  beforeEach(newSession);
  afterEach(() => vi.restoreAllMocks());

  it('opened from the inbox shows the subject, sender, date and body in its lines, and marks it read once, the count going down', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway([message(1), message(2), message(3)]);
    const { router } = renderAsResident('/mymessageshistory?sort=oldest-first', gateway);
    await waitFor(() => expect(messagesItem()).toHaveTextContent('Messages 2 unread'), { timeout: 5000 });
    await user.click(await screen.findByRole('link', { name: 'Message number 1' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Message number 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['From', 'Date']);
    const facts = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(facts[0]).toBe('Customer Services');
    expect(facts[1]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} at (10|11)am$/);
    const lines = screen.getByText(/This is message 1\./);
    expect(lines.innerHTML).toBe('This is message 1.<br>It has two lines.');
    expect(screen.queryByRole('link', { name: 'View statement' })).not.toBeInTheDocument();
    // Marked once the page is drawn (an effect of the page): on a busy machine a moment after its heading appears.
    await waitFor(() => expect(gateway.markCommunicationRead).toHaveBeenCalledTimes(1));
    expect(gateway.markCommunicationRead).toHaveBeenCalledWith('C1', 'M-1', '"etag-1"');
    await waitFor(() => expect(messagesItem()).toHaveTextContent('Messages 1 unread'));
    expect(document.title).toBe('Message number 1 – My home portal');
    await expectNoAxeViolations();

    // Back returns to the inbox as it was, the message now read there.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest-first'));
    const link = await screen.findByRole('link', { name: 'Message number 1' });
    expect(link.closest('tr')).not.toHaveClass('message-row--unread');
    expect(await screen.findByText('You have 1 unread message.')).toBeInTheDocument();

    // Once per message per session: opening it again sends nothing.
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Message number 1' });
    expect(gateway.markCommunicationRead).toHaveBeenCalledTimes(1);
  });

  it('opened from its address alone comes from marking it read, and the count is asked again', async () => {
    const gateway = messagesGateway([message(1), message(3)]);
    renderAsResident('/messagedetails?id=M-3', gateway);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Message number 3' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(gateway.markCommunicationRead).toHaveBeenCalledWith('C1', 'M-3', null);
    await waitFor(() => expect(messagesItem()).toHaveTextContent('Messages 1 unread'));
    // Back goes to the inbox when the address was opened directly.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/mymessageshistory');
  });

  it.each([404, 403])(
    'says a message that is not there or not theirs (%i) was not found, with the way to their messages',
    async (status) => {
      const gateway = messagesGateway([message(1)]);
      gateway.markCommunicationRead.mockRejectedValue(httpError(status, 'PATCH'));
      renderAsResident('/messagedetails?id=M-999', gateway);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Message not found' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your messages' })).toHaveAttribute('href', '/mymessageshistory');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    },
  );

  it('says it cannot be shown (SSC021) when marking fails and the page has no message to show', async () => {
    const gateway = messagesGateway([message(1)]);
    gateway.markCommunicationRead.mockRejectedValue(httpError(500, 'PATCH'));
    renderAsResident('/messagedetails?id=M-1', gateway);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Sorry, we cannot show your messages at the moment.');
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toBeInTheDocument();
  });

  it('keeps showing a message whose marking fails, and puts it and the count back to unread', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway([message(1), message(3)]);
    let fail: (error: unknown) => void = () => undefined;
    gateway.markCommunicationRead.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    renderAsResident('/mymessageshistory', gateway);
    await waitFor(() => expect(messagesItem()).toHaveTextContent('Messages 2 unread'), { timeout: 5000 });
    await user.click(await screen.findByRole('link', { name: 'Message number 3' }));
    await screen.findByRole('heading', { level: 1, name: 'Message number 3' });
    // Optimistic: read at once.
    await waitFor(() => expect(messagesItem()).toHaveTextContent('Messages 1 unread'));
    fail(httpError(500, 'PATCH'));
    await waitFor(() => expect(messagesItem()).toHaveTextContent('Messages 2 unread'));
    expect(screen.getByRole('heading', { level: 1, name: 'Message number 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const link = await screen.findByRole('link', { name: 'Message number 3' });
    expect(link.closest('tr')).toHaveClass('message-row--unread');
  });

  it('offers View statement and the statement itself for a statement message only', async () => {
    const user = userEvent.setup();
    const statement = message(2, {
      communicationCategoryType: 'STATEMENT',
      subject: 'Your statement for October 2026 is ready',
      documentId: 'DOC-1',
    });
    const gateway = messagesGateway([statement]);
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    renderAsResident('/mymessageshistory', gateway);
    await user.click(
      await screen.findByRole('link', { name: 'Your statement for October 2026 is ready' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('link', { name: 'View statement' })).toHaveAttribute('href', '/viewstatement');
    // Read already: nothing to mark.
    expect(gateway.markCommunicationRead).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole('button', { name: 'Open the document that came with this message (opens in a new tab)' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('blob:statement'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(gateway.getCustomerDocument).toHaveBeenCalledWith('C1', 'DOC-1');
    await expectNoAxeViolations();
  });
});
