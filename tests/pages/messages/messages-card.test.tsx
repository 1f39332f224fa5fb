// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  httpError,
  lastListQuery,
  message,
  messagesGateway,
  newSession,
  renderCard,
  today,
} from './support/messages-fakes';

const card = () => screen.getByRole('region', { name: 'Messages' });

// portal.md §2 Home "The messages card shows the 2 latest messages and a View all messages button. A message row opens
// /messagedetails, and an unread message is shown bold"; §7 limit 2, skip 0; §8 message_Card_Alert_Message.
describe("the home page's messages card", () => {
  beforeEach(newSession);

  it("shows the property's two latest messages, an unread one tagged and bold, each opening its page, and the way to all", async () => {
    const gateway = messagesGateway([message(1), message(2), message(3), message(4, { assetIdentifier: 'P2' })]);
    renderCard(gateway);
    const first = await within(card()).findByRole('link', { name: 'Message number 1' }, { timeout: 5000 });
    expect(lastListQuery(gateway)).toEqual({
      fromDate: `${Number(today().slice(0, 4)) - 2}${today().slice(4)}`.replace(/-02-29$/, '-02-28'),
      toDate: today(),
      assetIdentifier: 'P1',
      limit: 2,
      skip: 0,
    });
    const items = within(card()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Unread Message number 1/);
    expect(items[0]).toHaveClass('latest-messages__item--unread');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(first).toHaveAttribute('href', '/messagedetails?id=M-1');
    expect(within(card()).getByRole('link', { name: 'View all messages' })).toHaveAttribute(
      'href',
      '/mymessageshistory',
    );
    expect(await within(card()).findByText('You have 2 unread messages.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  // Issue 26: "5 unread" above the 2 of the chosen property read as a mistake.
  it('counts the unread messages of the property it lists, not of every property', async () => {
    const gateway = messagesGateway([
      message(1),
      message(3),
      message(5, { assetIdentifier: 'P2' }),
      message(7, { assetIdentifier: 'P2' }),
      message(9, { assetIdentifier: 'P2' }),
    ]);
    renderCard(gateway);
    expect(await within(card()).findByText('You have 2 unread messages.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(card()).queryByText('You have 5 unread messages.')).not.toBeInTheDocument();
  });

  it('opens a message from its row and marks it read, and Back shows it read, with one unread fewer', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway([message(1), message(3)]);
    const { router } = renderCard(gateway);
    await user.click(await within(card()).findByRole('link', { name: 'Message number 1' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Message number 1' })).toBeInTheDocument();
    expect(gateway.markCommunicationRead).toHaveBeenCalledWith('C1', 'M-1', '"etag-1"');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    const item = (await within(card()).findByRole('link', { name: 'Message number 1' })).closest('li');
    expect(item).not.toHaveClass('latest-messages__item--unread');
    expect(item).not.toHaveTextContent('Unread');
    expect(await within(card()).findByText('You have 1 unread message.')).toBeInTheDocument();
  });

  it('says when there are none, in its place', async () => {
    renderCard(messagesGateway([]));
    expect(
      await within(card()).findByText('You have no messages from us in the last two years.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'View all messages' })).toBeInTheDocument();
  });

  it('says they are loading until they come', async () => {
    const gateway = messagesGateway([message(1)]);
    gateway.getCommunications.mockImplementation(() => new Promise(() => undefined));
    renderCard(gateway);
    await waitFor(() => expect(within(card()).getByRole('status')).toHaveTextContent('Loading your latest messages…'));
  });

  it('says they cannot be shown, with the phone number, when the call fails', async () => {
    const gateway = messagesGateway([message(1)]);
    gateway.getCommunications.mockRejectedValue(httpError(500));
    renderCard(gateway);
    expect(
      await within(card()).findByText(
        'Sorry, we cannot show your messages at the moment. Try again later, or call us.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // A wide screen (the test DOM has no matchMedia): the number in words, no tel: link (portal.md §8).
    expect(within(card()).getByText('0300 123 3456')).not.toHaveAttribute('href');
    expect(within(card()).queryByRole('link', { name: '0300 123 3456' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('link', { name: 'View all messages' })).not.toBeInTheDocument();
  });

  it("asks for all the resident's messages when there is no property to choose", async () => {
    const gateway = messagesGateway([message(1)]);
    renderCard(gateway, null);
    await within(card()).findByRole('link', { name: 'Message number 1' }, { timeout: 5000 });
    expect(lastListQuery(gateway)).not.toHaveProperty('assetIdentifier');
  });
});
