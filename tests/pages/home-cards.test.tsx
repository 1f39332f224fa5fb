// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceRecord, ComplianceType } from '../../src/gateway';
import { isoDay } from '../../src/shared/dates';
import { fakeAuth, fakeGateway, renderPortal, session } from '../app/support/fakes';

const HOME = '/customer360View';
const BOTH_CARDS = { isshowmypeabodygasboilercard: true, isshowmypeabodyeicrcard: true };

const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

function visit(overrides: Partial<ComplianceRecord> = {}): ComplianceRecord {
  return {
    id: 'V1',
    assetIdentifier: 'P1',
    complianceType: 'Annual Domestic Gas Servicing',
    visitDue: daysFromToday(30),
    contractor: { contractorName: 'Aquaflow Plumbing & Heating', contractorNumber: '02079460501' },
    equipmentType: 'Gas Boiler',
    ...overrides,
  };
}

interface Setup {
  toggles?: Record<string, boolean>;
  gas?: ComplianceRecord[] | Error;
  electrical?: ComplianceRecord[] | Error;
  unreadCategories?: string[];
}

function renderHome({ toggles = BOTH_CARDS, gas = [], electrical = [], unreadCategories = [] }: Setup = {}) {
  const gateway = Object.assign(fakeGateway({ toggles }), {
    getCompliance: vi.fn(async (_asset: string, type: ComplianceType) => {
      const answer = type === 'EICR 5Y' ? electrical : gas;
      if (answer instanceof Error) throw answer;
      return { compliances: answer, totalCount: answer.length };
    }),
    getCommunications: vi.fn(async () => ({
      communications: [],
      'total-count': 0,
      'total-unread': unreadCategories.length,
      unreadCatagoryTypes: unreadCategories,
    })),
  });
  renderPortal(HOME, { auth: fakeAuth(session('C1')), gateway });
  return gateway;
}

const card = async (name: string) => screen.findByRole('region', { name });

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations).toEqual([]);
}

describe('the gas boiler and electrical inspection cards', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the last visit, the next visit due and the contractor to call', async () => {
    const gateway = renderHome({
      gas: [
        visit({ visitDue: '2027-03-01' }),
        visit({ id: 'V0', visitDue: '2026-03-01', visitActual: '2026-02-20', visitOutcome: 'Pass' }),
      ],
    });
    const gas = await card('Gas boiler service');
    expect(await within(gas).findByText('20 February 2026')).toBeInTheDocument();
    expect(within(gas).getByText('1 March 2027')).toBeInTheDocument();
    expect(within(gas).getByText(/Aquaflow Plumbing & Heating/)).toBeInTheDocument();
    expect(within(gas).getByRole('link', { name: '02079460501' })).toHaveAttribute('href', 'tel:02079460501');
    expect(within(gas).queryByText(/overdue/i)).not.toBeInTheDocument();
    expect(gateway.getCompliance).toHaveBeenCalledWith('P1', 'Annual Domestic Gas Servicing', undefined, { limit: 5 });
    await expectNoAxeViolations();
  });

  it('says a visit is overdue when its due date has passed with no visit, with the contractor and their number', async () => {
    renderHome({
      gas: [visit({ visitDue: daysFromToday(-20) })],
      electrical: [
        visit({
          complianceType: 'EICR 5Y',
          visitDue: daysFromToday(-1),
          equipmentType: 'Electrical Installation',
          contractor: { contractorName: 'Spark Safe', contractorNumber: '02070000000' },
        }),
      ],
    });
    const gas = await card('Gas boiler service');
    expect(
      await within(gas).findByText(
        'There is a Gas service overdue for this property. Please contact Aquaflow Plumbing & Heating on 02079460501 to schedule a service visit.',
      ),
    ).toBeInTheDocument();
    expect(within(gas).getByText('(Overdue)')).toBeInTheDocument();
    const electrical = await card('Electrical safety inspection');
    expect(
      await within(electrical).findByText(
        'There is an Electrical service overdue for this property. Please contact Spark Safe on 02070000000 to schedule a service visit.',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is not overdue when the visit due today has not happened yet, nor when it was done', async () => {
    renderHome({
      gas: [visit({ visitDue: daysFromToday(0) })],
      electrical: [visit({ visitDue: daysFromToday(-10), visitActual: daysFromToday(-11) })],
    });
    const gas = await card('Gas boiler service');
    await within(gas).findByText('Next visit due');
    const electrical = await card('Electrical safety inspection');
    await within(electrical).findByText('Last visit');
    expect(screen.queryByText(/service overdue/)).not.toBeInTheDocument();
  });

  it('says a decommissioned boiler is no longer serviced, with no visit due or overdue', async () => {
    renderHome({
      gas: [
        visit({
          visitDue: daysFromToday(-200),
          visitOutcome: 'Appliance decommissioned',
          dateDecommissioned: '2026-05-04',
        }),
      ],
    });
    const gas = await card('Gas boiler service');
    expect(
      await within(gas).findByText('Your gas boiler was decommissioned on 4 May 2026, so it is no longer serviced.'),
    ).toBeInTheDocument();
    expect(within(gas).getByText('Appliance decommissioned')).toBeInTheDocument();
    expect(within(gas).queryByText('Next visit due')).not.toBeInTheDocument();
    expect(within(gas).queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('alerts to unread messages about each service, with the way to the inbox', async () => {
    renderHome({
      gas: [visit()],
      electrical: [visit({ complianceType: 'EICR 5Y' })],
      unreadCategories: ['CaseCreation', 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING-OVERDUE'],
    });
    const gas = await card('Gas boiler service');
    expect(
      await within(gas).findByText('You have an unread message about your gas boiler service at this property.'),
    ).toBeInTheDocument();
    expect(within(gas).getByRole('link', { name: 'Read your messages' })).toHaveAttribute('href', '/mymessageshistory');
    const electrical = await card('Electrical safety inspection');
    await within(electrical).findByText('Next visit due');
    expect(within(electrical).queryByText(/unread message/)).not.toBeInTheDocument();
  });

  it('says when there are no visits recorded', async () => {
    renderHome();
    expect(
      await within(await card('Gas boiler service')).findByText(
        'We have no gas boiler service visits recorded for this property.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(await card('Electrical safety inspection')).findByText(
        'We have no electrical inspection visits recorded for this property.',
      ),
    ).toBeInTheDocument();
  });

  // Issue 26: a home with no gas records has no gas service to warn about (Chris and Dana heat by electricity).
  it('does not warn of unread messages about a service the home has no visits of', async () => {
    const gateway = renderHome({
      unreadCategories: ['ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING', 'ASSET COMPLIANCE-EICR5Y'],
    });
    const gas = await card('Gas boiler service');
    await within(gas).findByText('We have no gas boiler service visits recorded for this property.');
    await waitFor(() => expect(gateway.getCommunications).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(gas).queryByText(/unread message/)).not.toBeInTheDocument();
    expect(within(await card('Electrical safety inspection')).queryByText(/unread message/)).not.toBeInTheDocument();
  });

  it('shows its own alert with the phone number when its visits do not load, and the rest of the page stands', async () => {
    renderHome({ gas: new Error('down'), electrical: [visit({ complianceType: 'EICR 5Y' })] });
    const gas = await card('Gas boiler service');
    const alert = await within(gas).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your gas boiler service visits at the moment.');
    expect(within(alert).getAllByText('0300 123 3456').length).toBeGreaterThan(0);
    expect(await within(await card('Electrical safety inspection')).findByText('Next visit due')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows neither card while its toggle is off', async () => {
    const gateway = renderHome({ toggles: { isshowmypeabodyeicrcard: true } });
    await card('Electrical safety inspection');
    expect(screen.queryByRole('region', { name: 'Gas boiler service' })).not.toBeInTheDocument();
    expect(gateway.getCompliance).not.toHaveBeenCalledWith(
      'P1',
      'Annual Domestic Gas Servicing',
      undefined,
      expect.anything(),
    );
  });
});

describe('the messages card', () => {
  beforeEach(() => sessionStorage.clear());

  it('is on the home page when IsMyMessagesRequired is on, as the header offers Messages', async () => {
    renderHome({ toggles: { IsMyMessagesRequired: true } });
    const messages = await card('Messages');
    expect(
      await within(messages).findByText('You have no messages from us in the last two years.'),
    ).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'View all messages' })).toHaveAttribute(
      'href',
      '/mymessageshistory',
    );
    await expectNoAxeViolations();
  });

  it('is not shown when the toggle is off', async () => {
    renderHome({ toggles: { IsMyMessagesRequired: false } });
    await card('Your details');
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('says it cannot show the messages, with the phone number, when they fail to load; the rest of the page stands', async () => {
    const gateway = renderHome({ toggles: { IsMyMessagesRequired: true } });
    gateway.getCommunications.mockRejectedValue(new Error('gateway down'));
    const messages = await card('Messages');
    const alert = await within(messages).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your messages at the moment.');
    expect(alert).toHaveTextContent('0300 123 3456');
    expect(await card('Your details')).toBeInTheDocument();
  });
});
