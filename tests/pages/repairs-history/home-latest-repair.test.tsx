// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GatewayHttpError } from '../../../src/gateway';
import { expectNoAxeViolations, historyGateway, lastQuery, listItem, renderAsResident } from './support/history-fakes';

const repairsCard = () => screen.getByRole('region', { name: 'Repairs' });

// portal.md §2 Home "The repairs card shows the most recent repair for the property", §7 (limit 1), §8.
describe('the home page repairs card', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the latest repair since the tenancy began under Report a repair, with its status and links', async () => {
    const latest = listItem(31, {
      status: 'Appointed',
      description: 'Bedroom radiator stays cold. Others fine.',
      raisedDate: '2026-11-23T09:00:00Z',
    });
    const gateway = historyGateway([latest, listItem(30)]);
    renderAsResident('/customer360View', gateway);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Your latest repair' }, { timeout: 5000 });
    const card = repairsCard();
    expect(card).toContainElement(heading);
    expect(lastQuery(gateway)).toEqual({
      propertiesIds: ['P1'],
      orderBy: 'raisedDate desc',
      raisedSince: '2020-01-01',
      priority: '',
      status: [],
      description: '',
      limit: 1,
    });
    // Report a repair comes first, then the latest repair.
    const report = within(card).getByRole('link', { name: 'Report a repair' });
    expect(report.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card).toHaveTextContent('Bedroom radiator stays cold');
    expect(card).toHaveTextContent('23 November 2026');
    expect(within(card).getByText('Appointed')).toHaveClass('repair-tag--yellow');
    expect(within(card).getByRole('link', { name: 'View repair for job 61000031' })).toHaveAttribute(
      'href',
      '/repairhistorydetails?id=WO-31',
    );
    expect(within(card).getByRole('link', { name: 'View all your repairs' })).toHaveAttribute(
      'href',
      '/historicRepairs',
    );
    await expectNoAxeViolations();
  });

  // Issue 13: the latest repair's place keeps its height in every state (no layout shift), so it says there is none
  // rather than staying blank.
  it('says there is no repair at the property yet, with no links to one', async () => {
    const gateway = historyGateway([]);
    renderAsResident('/customer360View', gateway);
    await screen.findByRole('link', { name: 'Report a repair' }, { timeout: 5000 });
    await waitFor(() => expect(gateway.searchWorkOrders).toHaveBeenCalled());
    expect(
      await within(repairsCard()).findByText('You have not reported any repairs at this address.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View repair/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all your repairs' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says the latest repair is loading, in its place, until it comes', async () => {
    const gateway = historyGateway([]);
    gateway.searchWorkOrders.mockImplementation(() => new Promise(() => undefined));
    renderAsResident('/customer360View', gateway);
    await screen.findByRole('link', { name: 'Report a repair' }, { timeout: 5000 });
    expect(within(repairsCard()).getByRole('status')).toHaveTextContent('Loading your latest repair…');
  });

  it('says the repairs cannot be shown, with the phone number, when the search fails', async () => {
    const gateway = historyGateway([]);
    gateway.searchWorkOrders.mockRejectedValue(
      new GatewayHttpError({
        status: 500,
        title: 'Server Error',
        errors: [],
        correlationId: 'c',
        method: 'GET',
        path: '/search/works-orders',
      }),
    );
    renderAsResident('/customer360View', gateway);
    // Announced as an alert, as every card's failure is (issue 26), not shown like a repair.
    const card = await screen.findByRole('region', { name: 'Repairs' }, { timeout: 5000 });
    const alert = await within(card).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Sorry, we cannot show your repairs at the moment. Try again later, or call us.');
    // A wide screen (the test DOM has no matchMedia): the number in words, no tel: link (portal.md §8).
    expect(within(alert).getByText('0300 123 3456')).not.toHaveAttribute('href');
    expect(within(alert).queryByRole('link', { name: '0300 123 3456' })).not.toBeInTheDocument();
    expect(within(repairsCard()).getByRole('link', { name: 'Report a repair' })).toBeInTheDocument();
  });

  it('disables Report a repair, with the reason, while repairs are under maintenance', async () => {
    renderAsResident('/customer360View', historyGateway([], { toggles: { isMyPbRepairsMaintainence: true } }));
    const button = await screen.findByRole('button', { name: 'Report a repair' }, { timeout: 5000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/You cannot report a repair online at the moment/);
    expect(within(repairsCard()).getByRole('heading', { level: 3, name: 'Important' })).toBeInTheDocument();
  });
});
