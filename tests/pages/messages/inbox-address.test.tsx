// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { INBOX_LIST, isNarrowed } from '../../../src/pages/messages/inbox/inbox-list';
import { changedListSearch } from '../../../src/ui/list/list-params';
import {
  daysAgo,
  lastListQuery,
  message,
  messagesGateway,
  newSession,
  renderAsResident,
} from './support/messages-fakes';

const thirty = () => Array.from({ length: 30 }, (_, index) => message(index + 1));
const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));

// The inbox's filters, sort and page live in the address, so Back, Forward and a reload keep them.
describe('the inbox in the address', () => {
  beforeEach(newSession);

  it('opens with every control as the address says and asks for that list', async () => {
    const from = daysAgo(200);
    const gateway = messagesGateway(thirty());
    renderAsResident(
      `/mymessageshistory?search=number&status=read&sort=oldest-first&from=${from}&size=20&page=1`,
      gateway,
    );
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getByRole('searchbox', { name: 'Search your messages' })).toHaveValue('number');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Oldest first');
    expect(
      within(screen.getByRole('form', { name: 'Filter messages' })).getByRole('combobox', { name: 'Read or unread' }),
    ).toHaveDisplayValue('Read');
    expect(screen.getByRole('combobox', { name: 'Messages per page' })).toHaveDisplayValue('20');
    expect(within(screen.getByRole('group', { name: 'From' })).getByRole('textbox', { name: 'Year' })).toHaveValue(
      from.slice(0, 4),
    );
    expect(lastListQuery(gateway)).toMatchObject({
      searchText: 'number',
      status: 'READ',
      sort: 'createdDate asc',
      fromDate: from,
      limit: 20,
    });
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 15 of 15 messages'));
  });

  it('comes back to the list before a change with Back, controls included', async () => {
    const user = userEvent.setup();
    const { router } = renderAsResident('/mymessageshistory', messagesGateway(thirty()));
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your messages' }), 'number 2');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=number+2'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.getByRole('searchbox', { name: 'Search your messages' })).toHaveValue('');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 11 to 20 of 30 messages'));
  });

  it('shows the last page when the address asks for a page past the end', async () => {
    const { router } = renderAsResident('/mymessageshistory?page=9', messagesGateway(thirty()));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'), { timeout: 5000 });
  });

  it('reads unknown or broken values as not chosen, and leaves defaults out', () => {
    const state = INBOX_LIST.read(new URLSearchParams('status=maybe&sort=sideways&page=-2&size=7'));
    expect(state).toMatchObject({ search: '', from: '', to: '', page: 1, pageSize: 10 });
    expect(state.statusFilter.slug).toBe('');
    expect(state.sort.slug).toBe('newest-first');
    expect(isNarrowed(state)).toBe(false);
    expect(isNarrowed(INBOX_LIST.read(new URLSearchParams('status=unread')))).toBe(true);
    expect(changedListSearch(new URLSearchParams('search=gas&page=3'), { status: 'unread' }, INBOX_LIST.params)).toBe(
      '?search=gas&status=unread',
    );
  });
});
