// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_LIST } from '../../../src/pages/repairs/history/history-list';
import { changedListSearch } from '../../../src/ui/list/list-params';
import { historyGateway, lastQuery, listItem, renderAsResident } from './support/history-fakes';

const thirtyOne = Array.from({ length: 31 }, (_, index) =>
  listItem(index + 1, { status: index % 2 === 0 ? 'Completed' : 'Cancelled' }),
);
const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));

// The list's state lives in the address, so Back, Forward and a reload keep it.
describe('the repair history in the address', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens with every control as the address says and asks for that list', async () => {
    const gateway = historyGateway(thirtyOne);
    renderAsResident(
      '/historicRepairs?search=number&sort=oldest-to-newest&status=completed&area=Property&size=20',
      gateway,
    );
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getByRole('searchbox', { name: 'Search your repairs' })).toHaveValue('number');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Oldest to newest');
    const filter = screen.getByRole('form', { name: 'Filter' });
    expect(within(filter).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Completed');
    expect(within(filter).getByRole('combobox', { name: 'Area' })).toHaveDisplayValue('Property');
    expect(screen.getByRole('combobox', { name: 'Repairs per page' })).toHaveDisplayValue('20');
    expect(lastQuery(gateway)).toMatchObject({
      searchText: 'number',
      orderBy: 'raisedDate asc',
      status: ['Completed'],
    });
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 16 of 16 repairs'));
  });

  it('comes back to the list before a change with Back, controls included', async () => {
    const user = userEvent.setup();
    const gateway = historyGateway(thirtyOne);
    const { router } = renderAsResident('/historicRepairs', gateway);
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your repairs' }), 'number 1');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=number+1'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.getByRole('searchbox', { name: 'Search your repairs' })).toHaveValue('');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 11 to 20 of 31 repairs'));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the last page when the address asks for a page past the end', async () => {
    const { router } = renderAsResident('/historicRepairs?page=9', historyGateway(thirtyOne));
    await waitFor(() => expect(router.state.location.search).toBe('?page=4'), { timeout: 5000 });
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 31 to 31 of 31 repairs'));
  });

  it('reads unknown or broken values as not chosen', () => {
    const state = HISTORY_LIST.read(new URLSearchParams('sort=sideways&status=nope&area=Moon&page=-2&size=7'));
    expect(state).toMatchObject({ search: '', area: '', statusFilter: null, page: 1, pageSize: 10 });
    expect(state.sort.label).toBe('Newest to oldest');
  });

  it('leaves defaults out of the address and goes back to page 1 on any change but the page', () => {
    const current = new URLSearchParams('search=tap&page=3');
    expect(changedListSearch(current, { status: 'completed' }, HISTORY_LIST.params)).toBe(
      '?search=tap&status=completed',
    );
    expect(changedListSearch(current, { page: 4 }, HISTORY_LIST.params)).toBe('?search=tap&page=4');
    expect(changedListSearch(current, { page: 1 }, HISTORY_LIST.params)).toBe('?search=tap');
    expect(changedListSearch(current, { search: '' }, HISTORY_LIST.params)).toBe('');
  });
});
