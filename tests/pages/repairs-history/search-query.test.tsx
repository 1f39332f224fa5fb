// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { customer } from '../../app/support/fakes';
import { historyGateway, lastQuery, listItem, renderAsResident, sentQueries } from './support/history-fakes';

const thirtyOne = Array.from({ length: 31 }, (_, index) => listItem(index + 1));

async function openHistory(path = '/historicRepairs', gateway = historyGateway(thirtyOne)) {
  const view = renderAsResident(path, gateway);
  await screen.findByRole('table', { name: 'Repairs at this property' }, { timeout: 5000 });
  return { ...view, gateway };
}

// repairs.md §3 "List query", §4 (empty values sent as empty), §6 (raisedSince), §7 (GET /search/works-orders).
describe('the search the repair history sends', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for the first 10 repairs of the property since the tenancy began, newest first, with empty filters', async () => {
    const { gateway } = await openHistory();
    expect(sentQueries(gateway)).toEqual([
      {
        searchText: '',
        orderBy: 'raisedDate desc',
        raisedSince: '2020-01-01',
        status: [],
        priority: '',
        propertiesIds: ['P1'],
        skip: 0,
        limit: 10,
      },
    ]);
  });

  it('sends the search text, trimmed, and goes back to the first page', async () => {
    const user = userEvent.setup();
    const { gateway, router } = await openHistory('/historicRepairs?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search your repairs' }), '  number 3 ');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(gateway)).toMatchObject({ searchText: 'number 3', skip: 0 }));
    expect(router.state.location.search).toBe('?search=number+3');
  });

  it('sends oldest first when the resident sorts Oldest to newest', async () => {
    const user = userEvent.setup();
    const { gateway } = await openHistory();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest to oldest', 'Oldest to newest']);
    expect(sort).toHaveDisplayValue('Newest to oldest');
    await user.selectOptions(sort, 'Oldest to newest');
    await waitFor(() => expect(lastQuery(gateway).orderBy).toBe('raisedDate asc'));
  });

  it('sends the statuses of the chosen Status filter only once its Search is pressed', async () => {
    const user = userEvent.setup();
    const { gateway } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const filter = screen.getByRole('form', { name: 'Filter' });
    await user.selectOptions(within(filter).getByRole('combobox', { name: 'Status' }), 'Assigned to contractor');
    expect(lastQuery(gateway).status).toEqual([]);
    await user.click(within(filter).getByRole('button', { name: 'Search with these filters' }));
    await waitFor(() => expect(lastQuery(gateway).status).toEqual(['Unappointed', 'Reported to EMA']));
  });

  it('sends every status for All once chosen, and nothing again after Clear filters', async () => {
    const user = userEvent.setup();
    const { gateway } = await openHistory('/historicRepairs?status=completed');
    expect(lastQuery(gateway).status).toEqual(['Completed']);
    const filter = screen.getByRole('form', { name: 'Filter' });
    await user.selectOptions(within(filter).getByRole('combobox', { name: 'Status' }), 'All');
    await user.click(within(filter).getByRole('button', { name: 'Search with these filters' }));
    await waitFor(() => expect(lastQuery(gateway).status).toHaveLength(16));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(gateway).status).toEqual([]));
    expect(within(filter).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
  });

  it('asks for the page chosen and the page size chosen', async () => {
    const user = userEvent.setup();
    const { gateway } = await openHistory();
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(gateway)).toMatchObject({ skip: 20, limit: 10 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repairs per page' }), '20');
    await waitFor(() => expect(lastQuery(gateway)).toMatchObject({ skip: 0, limit: 20 }));
  });

  it('sends the Area filter with the search, and pages what the gateway finds', async () => {
    const user = userEvent.setup();
    const mixed = thirtyOne.map((item, index) => (index % 3 === 0 ? { ...item, area: 'Block' } : item));
    const { gateway } = await openHistory('/historicRepairs', historyGateway(mixed));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const filter = screen.getByRole('form', { name: 'Filter' });
    await user.selectOptions(within(filter).getByRole('combobox', { name: 'Area' }), 'Block');
    await user.click(within(filter).getByRole('button', { name: 'Search with these filters' }));
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 11 repairs')).toBeInTheDocument());
    expect(lastQuery(gateway)).toMatchObject({ area: ['Block'], skip: 0, limit: 10 });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .every((row) => within(row).getAllByRole('cell')[2]?.textContent === 'Block'),
    ).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Showing 11 to 11 of 11 repairs')).toBeInTheDocument());
    expect(lastQuery(gateway)).toMatchObject({ area: ['Block'], skip: 10, limit: 10 });
  });

  it('sends the selected property and its tenancy start, and starts again at page 1 for another property', async () => {
    const user = userEvent.setup();
    const twoHomes = customer({
      tenancies: [
        { id: 'T1', premisesId: 'P1', start: '2022-03-04' },
        { id: 'T2', premisesId: 'P2', start: '2012-05-06' },
      ],
    });
    const gateway = historyGateway(thirtyOne, {
      customer: twoHomes,
      addresses: { P1: '1 New Road', P2: '2 Old Road' },
    });
    const { router } = await openHistory('/historicRepairs?page=2', gateway);
    expect(lastQuery(gateway)).toMatchObject({ propertiesIds: ['P1'], raisedSince: '2022-03-04', skip: 10 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property' }), '2 Old Road');
    await waitFor(() =>
      expect(lastQuery(gateway)).toMatchObject({ propertiesIds: ['P2'], raisedSince: '2012-05-06', skip: 0 }),
    );
    expect(router.state.location.search).toBe('');
    // The choice is the home page's too (a stored choice).
    expect(JSON.parse(sessionStorage.getItem('portal.selectedProperty') ?? 'null')).toBe('P2');
  });
});
