// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, AccountView } from '../../../src/gateway';
import { customer, fakeAuth, fakeGateway, renderPortal, session } from '../../app/support/fakes';

// /viewaccount as a resident uses it (portal.md §2 Accounts, §4 Balance, §6): the chosen property's accounts, one
// panel at a time, what each kind offers, and the page when the balance cannot be read.

const account = (id: string, type: string, payRef: string, tenancyId = 'T1'): Account => ({
  'account-type': type,
  'account-identifier': id,
  identifiers: { 'pay-ref': payRef },
  'tenancy-identifier': tenancyId,
  'tenancy-type': 'Social',
  balance: [{ 'balance-type': 'live balanced', 'monetary-amount': { value: 0 } }],
});

const views: Record<string, AccountView> = {
  A1: {
    AccountNumber: '4001230101',
    Payref: '40012301',
    AccountType: 'REN',
    DisplayNumber: ['0', '4001230101'],
    LiveBalance: 39.5,
    LiveBalanceType: 'in arrears',
    lastTransactionBalance: 553.8,
    lastTransactionDate: '2026-11-25T09:00:00Z',
  },
  A2: {
    AccountNumber: '4001239101',
    Payref: '40012391',
    AccountType: 'DEP',
    DisplayNumber: ['4001239101'],
    LiveBalance: -450,
    LiveBalanceType: 'in credit',
  },
};

function renderAccounts(
  options: { accounts?: Account[] | Error; toggles?: Record<string, boolean>; path?: string } = {},
) {
  const gateway = Object.assign(fakeGateway({ toggles: options.toggles ?? { IsPaymentReferenceRequired: true } }), {
    getAccounts: vi.fn(async () => {
      if (options.accounts instanceof Error) throw options.accounts;
      return options.accounts ?? [account('A1', 'REN', '40012301'), account('A2', 'DEP', '40012391')];
    }),
    getTransactions: vi.fn(async (_id: string, query: { skip?: number } = {}) => ({
      transactions:
        (query.skip ?? 0) > 0
          ? []
          : [
              {
                'transaction-identifier': 'X1',
                'transaction-description': 'Weekly rent',
                'payment-code': 'DR' as const,
                amount: { gross: { value: 100 } },
                dates: { 'transaction-date': '2020-01-01T09:00:00Z', 'created-date': '2020-01-01T09:00:00Z' },
                'running-balance': { value: 39.5 },
                statuses: { 'is-posted': true },
              },
            ],
      totalCount: 1,
    })),
    getAccountView: vi.fn(async (id: string) => {
      const found = views[id];
      if (!found) throw new Error(`no view of ${id}`);
      return found;
    }),
  });
  const rendered = renderPortal(options.path ?? '/viewaccount', { auth: fakeAuth(session('C1')), gateway });
  return { gateway, ...rendered };
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations).toEqual([]);
}

const panel = () => screen.findByRole('region', { name: /account$/ });

describe('the accounts page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the rent account first: balance in arrears in words, last payment, type, number, direct debit and the payment reference', async () => {
    renderAccounts();
    const rent = await panel();
    expect(within(rent).getByRole('heading', { name: 'Rent account' })).toBeInTheDocument();
    expect(within(rent).getByText('(£39.50)')).toBeInTheDocument();
    expect(within(rent).getByText('in arrears')).toBeInTheDocument();
    const terms = within(rent)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Last payment', '£553.80'],
      ['Last payment date', '25 November 2026'],
      ['Account type', 'Rent account'],
      ['Account number', '4001230101'],
    ]);
    const directDebit = within(rent).getByRole('link', { name: /^Create a direct debit\s*\(opens in a new tab\)$/ });
    expect(directDebit).toHaveAttribute('target', '_blank');
    expect(directDebit).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(rent).getByRole('heading', { name: 'Your payment reference' })).toBeInTheDocument();
    expect(within(rent).getByText('40012301')).toBeInTheDocument();
    expect(within(rent).getByRole('link', { name: 'Make payment' })).toHaveAttribute(
      'href',
      '/paymentDetails?account=A1',
    );
    await expectNoAxeViolations();
  });

  it('offers the other account in the account selector; a deposit has no direct debit or payment reference, and the address keeps the choice', async () => {
    const { router } = renderAccounts();
    await panel();
    const choice = screen.getByRole('combobox', { name: 'Account' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rent account (40012301)', 'Deposit account (40012391)']);
    await userEvent.selectOptions(choice, 'Deposit account (40012391)');
    const deposit = await screen.findByRole('region', { name: 'Deposit account' });
    expect(within(deposit).getByText('£450.00')).toBeInTheDocument();
    expect(within(deposit).getByText('in credit')).toBeInTheDocument();
    expect(within(deposit).getByText('No payments yet')).toBeInTheDocument();
    expect(within(deposit).queryByRole('link', { name: /direct debit/ })).not.toBeInTheDocument();
    expect(within(deposit).queryByRole('heading', { name: 'Your payment reference' })).not.toBeInTheDocument();
    expect(within(deposit).queryByRole('link', { name: 'Make payment' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?account=A2');
    await expectNoAxeViolations();
  });

  it('leads to the statements of the account shown, while statements are switched on (issue 26)', async () => {
    renderAccounts({
      toggles: { IsPaymentReferenceRequired: true, IsViewStatement: true },
      path: '/viewaccount?account=A2',
    });
    await screen.findByRole('region', { name: 'Deposit account' });
    expect(
      screen.getByRole('link', { name: 'View and download the monthly statements of this account' }),
    ).toHaveAttribute('href', '/viewstatement?account=A2');
    expect(screen.getByRole('link', { name: 'View the transactions of this account' })).toHaveAttribute(
      'href',
      '/transactionDetails?account=A2',
    );
    await expectNoAxeViolations();
  });

  it('has no statements link while statements are switched off', async () => {
    renderAccounts({ toggles: { IsPaymentReferenceRequired: true, IsViewStatement: false } });
    await panel();
    expect(screen.getByRole('link', { name: 'View the transactions of this account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /statements/ })).not.toBeInTheDocument();
  });

  it('shows beside the balance what it will be once the card payments on their way are on it (issue 26)', async () => {
    views.A3 = {
      ...views.A1!,
      pendingPayments: [{ attemptId: 'P1', amount: 30, paidAt: '2026-11-27T14:02:00Z', transactionReference: 'T1' }],
    };
    renderAccounts({ accounts: [account('A3', 'REN', '40012301')] });
    const rent = await panel();
    expect(within(rent).getByText('(£39.50)')).toBeInTheDocument();
    expect(within(rent).getByText('Balance once the payments on their way are on it:')).toHaveTextContent(
      /on it: \(£9\.50\) in arrears$/,
    );
    expect(within(rent).getByRole('heading', { name: 'Payments on their way' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('has no balance after payments on their way when there are none', async () => {
    renderAccounts();
    const rent = await panel();
    expect(within(rent).queryByText(/once the payments on their way/)).not.toBeInTheDocument();
  });

  it('has no account selector with one account, and no payment reference while its flag is off', async () => {
    renderAccounts({ accounts: [account('A1', 'REN', '40012301')], toggles: { IsPaymentReferenceRequired: false } });
    const rent = await panel();
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    expect(within(rent).queryByRole('heading', { name: 'Your payment reference' })).not.toBeInTheDocument();
  });

  it('says the balance cannot be shown, with the phone number and the way home, when the accounts cannot be read', async () => {
    renderAccounts({ accounts: new Error('gateway down') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your balance at the moment.');
    expect(alert).toHaveTextContent('0300 123 3456');
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/customer360View');
    expect(screen.getByRole('heading', { level: 1, name: 'Your accounts' })).toBeInTheDocument();
  });

  it('does not show the accounts of a tenancy that is not treated as residential', async () => {
    const gateway = fakeGateway({
      customer: customer({ tenancies: [{ id: 'T1', premisesId: 'P1', start: '2020-01-01', type: 'COM1' }] }),
    });
    Object.assign(gateway, {
      getAccounts: vi.fn(async () => [account('A1', 'REN', '40012301')]),
      getAccountView: vi.fn(),
    });
    renderPortal('/viewaccount', { auth: fakeAuth(session('C1')), gateway });
    expect(
      await screen.findByText('We do not show the accounts of this property online. Call us to ask about them.'),
    ).toBeInTheDocument();
    expect((gateway as unknown as { getAccountView: ReturnType<typeof vi.fn> }).getAccountView).not.toHaveBeenCalled();
  });

  it('draws the balance at the end of each of the last 12 months, with the same figures as a table', async () => {
    renderAccounts();
    const chart = await screen.findByRole('region', { name: 'Your balance over the last 12 months' });
    expect(
      within(chart).getByRole('img', { name: 'Your balance over the last 12 months' }),
    ).toHaveAccessibleDescription(/^The balance was \(£39\.50\) in arrears at the end of /);
    const table = within(chart).getByRole('table', { name: 'Your balance over the last 12 months' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('(£39.50) in arrears');
    await expectNoAxeViolations();
  });

  it('draws no chart for an account with no transactions in the last 12 months, only says so (issue 26)', async () => {
    const { gateway } = renderAccounts({ path: '/viewaccount?account=A2' });
    gateway.getTransactions.mockImplementation(async () => ({ transactions: [], totalCount: 0 }));
    const chart = await screen.findByRole('region', { name: 'Your balance over the last 12 months' });
    expect(chart).toHaveTextContent('There are no transactions on this account in the last 12 months.');
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
    expect(within(chart).queryByText('Show the balance at the end of each month as a table')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
