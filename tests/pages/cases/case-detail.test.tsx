// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCase, casesGateway, expectNoAxeViolations, httpError, renderAsResident } from './support/cases-fakes';

// portal.md §2 "/casedetails", §3 "Case owner text"; the Complaint Handling Code's next steps and complaint route.
describe('the case page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows an open case: its facts, the detail lines split at the first dash, what happens next and how to complain', async () => {
    const gateway = casesGateway([aCase(2, { status: 'Active' })]);
    renderAsResident('/casedetails?case=CAS-104202', gateway);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service request CAS-104202' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const [facts, lines] = Array.from(document.querySelectorAll('dl'));
    const pairs = (list: HTMLElement) =>
      within(list)
        .getAllByRole('term')
        .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(pairs(facts!)).toEqual([
      'Case reference = CAS-104202',
      'Status = Active',
      'Owner = Your Neighbourhood Manager, Sam Patel',
      'Date created = 18 November 2026',
      'Request type = Parking permit',
    ]);
    expect(pairs(lines!)).toEqual([
      'Is anyone in immediate danger? = No',
      'Tell us what happened = Loud music after midnight - every weekend',
    ]);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/within 5 working days of the day you raised it, 18 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Make a complaint about this request/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(document.title).toBe('Service request CAS-104202 – My home portal');
    await expectNoAxeViolations();
  });

  it('leaves out what happens next for a resolved case, keeps the complaint route, and goes back to the list as it was', async () => {
    const user = userEvent.setup();
    const gateway = casesGateway([aCase(1)]);
    const { router } = renderAsResident(
      { pathname: '/casedetails', state: { from: '/casesearch?status=resolved' } },
      gateway,
    );
    await router.navigate('/casedetails?case=CAS-104201', { state: { from: '/casesearch?status=resolved' } });
    await screen.findByRole('heading', { level: 1, name: 'Service request CAS-104201' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'What happens next' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'If you are unhappy with how we are dealing with this' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your service requests' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/casesearch?status=resolved'),
    );
  });

  it('says when the resident has no such case, and when it cannot be read', async () => {
    renderAsResident('/casedetails?case=CAS-999999', casesGateway([aCase(1)]));
    expect(await screen.findByText(/We cannot find this service request/, {}, { timeout: 5000 })).toBeInTheDocument();
    const failing = casesGateway([aCase(1)]);
    failing.searchCases.mockRejectedValue(httpError(500));
    renderAsResident('/casedetails?case=CAS-104201', failing);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we cannot show your service requests at the moment.',
    );
  });
});
