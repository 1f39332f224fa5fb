// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GatewayHttpError } from '../../../src/gateway';
import { customer } from '../../app/support/fakes';
import { expectNoAxeViolations, historyGateway, listItem, renderAsResident } from './support/history-fakes';

const thirtyOne = Array.from({ length: 31 }, (_, index) => listItem(index + 1));
const serverError = () =>
  new GatewayHttpError({
    status: 500,
    title: 'Server Error',
    errors: [],
    correlationId: 'corr-1',
    method: 'GET',
    path: '/search/works-orders',
  });

async function openHistory(path: string, gateway = historyGateway(thirtyOne)) {
  const view = renderAsResident(path, gateway);
  await screen.findByRole('heading', { level: 1, name: 'Your repairs' }, { timeout: 5000 });
  return { ...view, gateway };
}

const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));

describe('the repair history table', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows one repair a row under labelled columns, the job number linking to the repair', async () => {
    const repair = listItem(7, {
      jobNo: '61000007',
      description: 'Kitchen tap drips. It is worse at night.',
      area: 'Block',
      raisedDate: '2026-11-23T09:00:00Z',
      status: 'Appointed',
      appointmentStartDate: '2026-12-01T08:00:00Z',
    });
    await openHistory(
      '/historicRepairs',
      historyGateway([repair, listItem(8, { area: undefined, status: 'Unappointed', completedDate: undefined })]),
    );
    const table = await screen.findByRole('table', { name: 'Repairs at this property' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Job number', 'Description', 'Area', 'Raised', 'Completed or appointment', 'Status']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['61000007', 'Kitchen tap drips', 'Block', '23 November 2026', '1 December 2026', 'Appointed']);
    expect(within(first!).getByRole('link', { name: '61000007' })).toHaveAttribute(
      'href',
      '/repairhistorydetails?id=WO-7',
    );
    // Missing area and dates are dashes; Unappointed reads "Assigned to contractor" in a yellow tag.
    const cells = within(second!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^-$/);
    expect(cells[4]).toHaveTextContent(/^-$/);
    expect(within(cells[5]!).getByText('Assigned to contractor')).toHaveClass('repair-tag', 'repair-tag--yellow');
  });

  it('colours Completed green and Cancelled red', async () => {
    await openHistory(
      '/historicRepairs',
      historyGateway([listItem(1, { status: 'Completed' }), listItem(2, { status: 'Cancelled' })]),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Completed')).toHaveClass('repair-tag--green');
    expect(within(table).getByText('Cancelled')).toHaveClass('repair-tag--red');
  });

  it('says which repairs of how many it shows, and pages with GOV.UK pagination', async () => {
    const user = userEvent.setup();
    await openHistory('/historicRepairs?page=2');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 11 to 20 of 31 repairs'));
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual(['← Previous page', '1', '2', '3', '4', 'Next page →']);
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 21 to 30 of 31 repairs'));
    await user.click(within(pages).getByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 31 to 31 of 31 repairs'));
    expect(within(pages).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    // The link followed may be gone, so focus goes to the table's new page.
    expect(screen.getByRole('region', { name: 'Repairs at this property' })).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('offers 10, 20 and 100 a page, 10 first', async () => {
    const user = userEvent.setup();
    await openHistory('/historicRepairs');
    const size = await screen.findByRole('combobox', { name: 'Repairs per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '100']);
    expect(size).toHaveDisplayValue('10');
    await user.selectOptions(size, '100');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 31 of 31 repairs'));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says there are no repairs yet when the property has none', async () => {
    await openHistory('/historicRepairs', historyGateway([]));
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'You have not reported any repairs at this property since your tenancy started.',
      ),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so, without asking for repairs, when the resident has no active tenancy', async () => {
    const ended = customer({ tenancies: [{ id: 'T1', premisesId: 'P1', start: '2010-01-01', active: false }] });
    const { gateway } = await openHistory('/historicRepairs', historyGateway(thirtyOne, { customer: ended }));
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'You have not reported any repairs at this property since your tenancy started.',
      ),
    );
    expect(gateway.searchWorkOrders).not.toHaveBeenCalled();
  });

  it('says nothing matched a search, in the live region', async () => {
    const user = userEvent.setup();
    await openHistory('/historicRepairs');
    await user.type(screen.getByRole('searchbox', { name: 'Search your repairs' }), 'chandelier');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(summary()).toHaveTextContent('No repairs match your search.'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the error with the phone number and a way home when the search fails, and no Report a repair', async () => {
    const gateway = historyGateway(thirtyOne);
    gateway.searchWorkOrders.mockRejectedValue(serverError());
    await openHistory('/historicRepairs', gateway);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your repairs at the moment. Try again later, or call us.');
    expect(within(alert).getByText('0300 123 3456', { selector: '.phone--plain' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/customer360View');
    expect(screen.queryByRole('link', { name: 'Report a repair' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('reporting a repair from the history', () => {
  beforeEach(() => sessionStorage.clear());

  it('is a start button to the repair journey', async () => {
    await openHistory('/historicRepairs');
    expect(await screen.findByRole('link', { name: 'Report a repair' })).toHaveAttribute('href', '/repairproperty');
    await screen.findByRole('table');
    await expectNoAxeViolations();
  });

  it('is disabled, with the reason, while repairs are under maintenance', async () => {
    await openHistory('/historicRepairs', historyGateway(thirtyOne, { toggles: { isMyPbRepairsMaintainence: true } }));
    const button = await screen.findByRole('button', { name: 'Report a repair' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/You cannot report a repair online at the moment/);
    expect(screen.getByRole('region', { name: 'Important' })).toHaveTextContent('You can still see your repairs here.');
    expect(screen.queryByRole('link', { name: 'Report a repair' })).not.toBeInTheDocument();
    await screen.findByRole('table');
    await expectNoAxeViolations();
  });
});
