// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCase, casesGateway, expectNoAxeViolations, httpError, renderCard } from './support/cases-fakes';

// portal.md §2 Home "the 2 latest cases with View cases and Create case", §4 "Case status on cards", §8 Case_Card_0027,
// case_Card_Alert_Message.
describe('the case card', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows two cases, Active before Resolved before Cancelled, each status in words and colour, and the two buttons', async () => {
    // Case 1 Resolved (newest), 2 Cancelled, 3 Active, 4 Resolved…
    const gateway = casesGateway([1, 2, 3, 4, 5].map((n) => aCase(n)));
    renderCard(gateway);
    const list = await screen.findByRole('list', {}, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Active Communal cleaning complaintCAS-104203 – Raised 17 November 2026$/),
      expect.stringMatching(/^Resolved Noise nuisanceCAS-104201/),
    ]);
    expect(within(items[0]!).getByText('Active')).toHaveClass('tag--yellow');
    expect(within(items[1]!).getByText('Resolved')).toHaveClass('tag--green');
    expect(within(items[0]!).getByRole('link', { name: 'Communal cleaning complaint' })).toHaveAttribute(
      'href',
      '/casedetails?case=CAS-104203',
    );
    expect(gateway.searchCases.mock.calls.map(([query]) => [query.status, query.limit])).toEqual([
      ['Active', 2],
      ['Resolved', 1],
    ]);
    expect(screen.getByRole('link', { name: 'View cases' })).toHaveAttribute('href', '/casesearch');
    expect(screen.getByRole('link', { name: 'Create case' })).toHaveAttribute('href', '/selectTenancy?start=new');
    await expectNoAxeViolations();
  });

  it('says when there are none, and when they cannot load, with the phone number', async () => {
    renderCard(casesGateway([]));
    expect(
      await screen.findByText('You have not raised any service requests yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const failing = casesGateway([aCase(1)]);
    failing.searchCases.mockRejectedValue(httpError(500));
    renderCard(failing);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your latest service requests at the moment.');
    expect(alert).toHaveTextContent(/0300 123 3456/);
  });
});
