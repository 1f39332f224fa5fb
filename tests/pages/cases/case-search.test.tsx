// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  aCase,
  casesGateway,
  expectNoAxeViolations,
  httpError,
  lastQuery,
  renderAsResident,
  usePhoneWidth,
} from './support/cases-fakes';

const many = (count: number) => Array.from({ length: count }, (_, index) => aCase(index + 1));
const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));
const table = () => screen.findByRole('table', { name: 'Your service requests' }, { timeout: 5000 });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

// portal.md §2 "Service requests (cases)", §3 "Case owner text", §5 "Case search text", §8, §9 "Cases".
describe('the case list', () => {
  beforeEach(() => sessionStorage.clear());

  it("lists the property's newest 10 cases with reference, type, owner, date and status in words", async () => {
    const gateway = casesGateway(many(25));
    renderAsResident('/casesearch', gateway);
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Case reference', 'Request type', 'Owner', 'Date created', 'Status']);
    expect(lastQuery(gateway)).toEqual({
      customerId: 'C1',
      assetIdentifier: 'P1,B-P1',
      orderBy: 'createdDate desc',
      limit: 10,
    });
    const [first, second] = bodyRows(list);
    const cells = within(first!).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('link', { name: 'CAS-104201' })).toHaveAttribute(
      'href',
      '/casedetails?case=CAS-104201',
    );
    expect(cells[2]).toHaveTextContent('Lettings Team');
    expect(cells[3]).toHaveTextContent('19 November 2026');
    expect(cells[4]).toHaveTextContent('Resolved');
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('Your Neighbourhood Manager, Sam Patel');
    expect(summary()).toHaveTextContent('Showing 10 requests');
    expect(document.title).toBe('Your service requests – My home portal');
    await expectNoAxeViolations();
  });

  it('pages by key with Next and Previous, and 20 a page when chosen, keeping the page in the address', async () => {
    const user = userEvent.setup();
    const gateway = casesGateway(many(25));
    const { router } = renderAsResident('/casesearch', gateway);
    await table();
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))[0]).toHaveTextContent('CAS-104211'));
    expect(router.state.location.search).toBe('?page=next.9');
    expect(lastQuery(gateway)).toMatchObject({ after: '9', limit: 10 });
    await user.click(screen.getByRole('link', { name: /Previous/ }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))[0]).toHaveTextContent('CAS-104201'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Requests per page' }), '20');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 20 requests'));
    expect(router.state.location.search).toBe('?size=20');
  });

  it('searches, filters by status, sorts oldest first and clears, each in the address', async () => {
    const user = userEvent.setup();
    const gateway = casesGateway(many(25));
    const { router } = renderAsResident('/casesearch', gateway);
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search your requests' }), 'parking');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=parking'));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 6 requests'));
    expect(lastQuery(gateway)).toMatchObject({ searchText: 'parking' });

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('form', { name: 'Filter requests' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters to your requests' }));
    await waitFor(() => expect(lastQuery(gateway)).toMatchObject({ searchText: 'parking', status: 'Cancelled' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest to newest');
    await waitFor(() => expect(lastQuery(gateway)).toMatchObject({ orderBy: 'createdDate asc' }));
    expect(router.state.location.search).toBe('?search=parking&status=cancelled&sort=oldest-first');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest-first'));
  });

  it('says what is wrong with a search it cannot run, and sends none', async () => {
    const user = userEvent.setup();
    const gateway = casesGateway(many(3));
    renderAsResident('/casesearch', gateway);
    await table();
    const calls = gateway.searchCases.mock.calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search your requests' }), '--noise');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: /Search using only letters/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search your requests' })).toHaveAccessibleDescription(
      /Search using only letters/,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(gateway.searchCases.mock.calls.length).toBe(calls);
    expect(document.title).toMatch(/^Error:/);
    await expectNoAxeViolations();
  });

  it('says when nothing matches, and when the list cannot load, with the phone number and the way home', async () => {
    const gateway = casesGateway([]);
    renderAsResident('/casesearch?status=active', gateway);
    await waitFor(() => expect(summary()).toHaveTextContent('You have no service requests that match.'));
    const failing = casesGateway(many(3));
    failing.searchCases.mockRejectedValue(httpError(500));
    renderAsResident('/casesearch', failing);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your service requests at the moment.');
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toBeInTheDocument();
  });

  it('goes to the error page when an owner cannot be looked up', async () => {
    const gateway = casesGateway(many(3));
    gateway.getAssetAssociates.mockRejectedValue(httpError(500, '/assets/P1/associates'));
    const { router } = renderAsResident('/casesearch', gateway);
    await waitFor(() => expect(router.state.location.pathname).toBe('/genericerror'));
  });

  it('shows cards on a phone, 50 at a time, with Show more', async () => {
    const restore = usePhoneWidth();
    try {
      const user = userEvent.setup();
      const gateway = casesGateway(many(60));
      renderAsResident('/casesearch', gateway);
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 50 requests'), { timeout: 5000 });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2, name: 'Noise nuisance' }).length).toBeGreaterThan(0);
      await user.click(screen.getByRole('button', { name: 'Show more requests' }));
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 60 requests'));
      expect(lastQuery(gateway)).toMatchObject({ after: '49', limit: 50 });
    } finally {
      restore();
    }
  });
});
