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
  renderAsResident,
  today,
} from './support/messages-fakes';

const thirty = () => Array.from({ length: 30 }, (_, index) => message(index + 1));
const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));
const table = () => screen.findByRole('table', { name: 'Your messages' }, { timeout: 5000 });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

// portal.md §2 Messages, §4 "Inbox", §8 SSC016 SSC017 SSC021, §9 "Messages".
describe('the inbox', () => {
  beforeEach(newSession);

  it('lists the newest 10 of the last two years with date, sender, subject and first line, unread ones tagged and bold', async () => {
    const gateway = messagesGateway(thirty());
    renderAsResident('/mymessageshistory', gateway);
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'From', 'Subject', 'Message']);
    expect(lastListQuery(gateway)).toEqual({
      fromDate: `${Number(today().slice(0, 4)) - 2}${today().slice(4)}`.replace(/-02-29$/, '-02-28'),
      toDate: today(),
      status: '',
      assetIdentifier: 'P1',
      searchText: '',
      sort: 'createdDate desc',
      skip: 0,
      limit: 10,
    });
    const [first, second] = bodyRows(list);
    const cells = within(first!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Customer Services');
    expect(cells[2]).toHaveTextContent('Unread Message number 1');
    expect(cells[3]).toHaveTextContent(/^This is message \d+\.$/);
    expect(within(cells[2]!).getByRole('link', { name: 'Message number 1' })).toHaveAttribute(
      'href',
      '/messagedetails?id=M-1',
    );
    expect(first).toHaveClass('message-row--unread');
    expect(within(second!).queryByText('Unread')).not.toBeInTheDocument();
    expect(second).not.toHaveClass('message-row--unread');
    expect(summary()).toHaveTextContent('Showing 1 to 10 of 30 messages');
    expect(await screen.findByText('You have 15 unread messages.')).toBeInTheDocument();
    expect(document.title).toBe('Your messages – My home portal');
    await expectNoAxeViolations();
  });

  it('pages through them 10 and then 20 at a time, and a new search goes back to page 1 with 10 a page', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway(thirty());
    const { router } = renderAsResident('/mymessageshistory', gateway);
    await table();
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 21 to 30 of 30 messages'));
    expect(lastListQuery(gateway)).toMatchObject({ skip: 20, limit: 10 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Messages per page' }), '20');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 20 of 30 messages'));
    expect(router.state.location.search).toBe('?size=20');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 21 to 30 of 30 messages'));

    await user.type(screen.getByRole('searchbox', { name: 'Search your messages' }), 'number 1');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=number+1'));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 11 messages'));
    expect(lastListQuery(gateway)).toMatchObject({ searchText: 'number 1', skip: 0, limit: 10 });
  });

  it('filters read or unread in the filter panel, shows the filter as a tag, sorts oldest first, and clears', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway(thirty());
    const { router } = renderAsResident('/mymessageshistory', gateway);
    await table();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('form', { name: 'Filter messages' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Read or unread' }), 'Unread');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters to your messages' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 15 messages'));
    expect(lastListQuery(gateway)).toMatchObject({ status: 'UNREAD' });
    expect(within(panel).getByRole('button', { name: 'Remove this filter Unread' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await waitFor(() => expect(lastListQuery(gateway)).toMatchObject({ status: 'UNREAD', sort: 'createdDate asc' }));
    expect(router.state.location.search).toBe('?status=unread&sort=oldest-first');
    const [oldest] = bodyRows(await table());
    expect(oldest).toHaveTextContent('Message number 29');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest-first'));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 30 messages'));

    await user.click(screen.getByRole('button', { name: 'Reset dates, search, filters and order' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest first');
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Your messages' }))[0]).toHaveTextContent('Message number 1'),
    );
  });

  it('says there are no messages at all (SSC016), and none for a search (SSC017)', async () => {
    const user = userEvent.setup();
    renderAsResident('/mymessageshistory', messagesGateway([]));
    await waitFor(() => expect(summary()).toHaveTextContent('You have no messages from us.'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.type(screen.getByRole('searchbox', { name: 'Search your messages' }), 'boiler');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(summary()).toHaveTextContent('No messages match your search, dates or filters.'));
  });

  it('says the messages cannot be shown (SSC021), with the phone number and the way home, when the list fails', async () => {
    const gateway = messagesGateway(thirty());
    gateway.getCommunications.mockImplementation(async (_id, query) => {
      if (query?.fromDate) throw httpError(500);
      return { communications: [], 'total-count': 0, 'total-unread': 0, unreadCatagoryTypes: [] };
    });
    renderAsResident('/mymessageshistory', gateway);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Sorry, we cannot show your messages at the moment. Try again later, or call us.');
    // A wide screen (the test DOM has no matchMedia): the number in words, no tel: link (portal.md §8).
    expect(within(alert).getByText('0300 123 3456')).not.toHaveAttribute('href');
    expect(within(alert).queryByRole('link', { name: '0300 123 3456' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/customer360View');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("asks for the chosen property's messages, and another property's start at page 1 with 10 a page", async () => {
    const user = userEvent.setup();
    const tenancies = [
      { id: 'T1', premisesId: 'P1', start: '2021-01-01' },
      { id: 'T2', premisesId: 'P2', start: '2020-01-01' },
    ];
    const messages = [...thirty(), message(40, { assetIdentifier: 'P2', subject: 'About the shop' })];
    const { customer } = await import('../../app/support/fakes');
    const gateway = messagesGateway(messages, {
      customer: customer({ tenancies }),
      addresses: { P1: '1 Example Street', P2: '2 Shop Parade' },
    });
    const { router } = renderAsResident('/mymessageshistory?page=2&size=20', gateway);
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 21 to 30 of 30 messages'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property' }), '2 Shop Parade');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 message'));
    expect(router.state.location.search).toBe('');
    expect(lastListQuery(gateway)).toMatchObject({ assetIdentifier: 'P2', skip: 0, limit: 10 });
  });
});
