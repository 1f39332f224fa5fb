// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { customer, fakeAuth, fakeGateway, renderPortal, session } from '../app/support/fakes';

const REPORT = 'Report a repair';

// The call to action follows rules/menu-repairs.json, the rule of the header's Repairs item.
describe('reporting a repair from the home page', () => {
  beforeEach(() => sessionStorage.clear());

  const renderHome = (catalyst: boolean, workOrdersToggle: boolean) => {
    const gateway = fakeGateway({
      customer: customer({ catalyst }),
      toggles: { mypeabodycatalystworkorders: workOrdersToggle },
    });
    renderPortal('/customer360View', { auth: fakeAuth(session('C1')), gateway });
    return gateway;
  };

  it('starts the repair journey at its first page', async () => {
    renderHome(false, false);
    const link = await screen.findByRole('link', { name: REPORT });
    expect(link).toHaveAttribute('href', '/repairproperty');
    expect(screen.getByRole('region', { name: 'Repairs' })).toContainElement(link);
  });

  it('is offered to a catalyst customer when catalyst work orders are switched on', async () => {
    renderHome(true, true);
    expect(await screen.findByRole('link', { name: REPORT })).toBeInTheDocument();
  });

  it('is not offered to a catalyst customer when catalyst work orders are switched off, as the menu has no Repairs', async () => {
    const gateway = renderHome(true, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    await expect
      .poll(() => gateway.getToggle.mock.calls.some(([name]) => name === 'mypeabodycatalystworkorders'))
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: REPORT })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Repairs' })).not.toBeInTheDocument();
  });

  it('asks for the toggle once for the header and the page together', async () => {
    const gateway = renderHome(true, true);
    await screen.findByRole('link', { name: REPORT });
    expect(await screen.findByRole('link', { name: 'Repairs' })).toHaveAttribute('href', '/historicRepairs');
    expect(gateway.getToggle.mock.calls.filter(([name]) => name === 'mypeabodycatalystworkorders')).toHaveLength(1);
  });
});
