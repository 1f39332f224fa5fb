// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, Transaction, TransactionQuery } from '../../../src/gateway';
import { isoDay } from '../../../src/shared/dates';
import { fakeAuth, fakeGateway, renderPortal, session } from '../../app/support/fakes';

// /transactionDetails as a resident uses it (portal.md §2 Transactions, §4, §5, §8): the table, its filters and dates,
// the failure, and the CSV a spreadsheet opens safely.

const account: Account = {
  'account-type': 'REN',
  'account-identifier': 'A1',
  identifiers: { 'pay-ref': '40012301' },
  'tenancy-identifier': 'T1',
  'tenancy-type': 'Social',
  balance: [{ 'balance-type': 'live balanced', 'monetary-amount': { value: 39.5 } }],
};

function transaction(n: number, overrides: Partial<Transaction> = {}): Transaction {
  const day = `2026-${String(11 - Math.floor(n / 28)).padStart(2, '0')}-${String(28 - (n % 28)).padStart(2, '0')}T09:00:00Z`;
  return {
    'transaction-identifier': `X${n}`,
    'transaction-description': n % 2 === 0 ? 'Weekly rent' : 'Universal Credit payment',
    'transaction-type': n % 2 === 0 ? 'Charge' : 'Payment',
    'payment-code': n % 2 === 0 ? 'DR' : 'CR',
    amount: { gross: { value: n % 2 === 0 ? 138.45 : 553.8 } },
    dates: { 'transaction-date': day, 'created-date': day },
    'running-balance': { value: 39.5 - n },
    statuses: { 'is-posted': true },
    ...overrides,
  };
}

function renderTransactions(options: { transactions?: Transaction[] | Error; path?: string } = {}) {
  const all = options.transactions ?? Array.from({ length: 30 }, (_, index) => transaction(index));
  const gateway = Object.assign(fakeGateway(), {
    getAccounts: vi.fn(async () => [account]),
    getTransactions: vi.fn(async (_id: string, query: TransactionQuery = {}) => {
      if (all instanceof Error) throw all;
      const kind = { Payments: 'Payment', Charges: 'Charge', Adjustments: 'Adjustment' }[
        query.transactionType ?? ('All' as string)
      ];
      const found = all.filter(
        (item) =>
          (!kind || item['transaction-type'] === kind) &&
          (!query.searchText || item['transaction-description'].toLowerCase().includes(query.searchText.toLowerCase())),
      );
      const skip = query.skip ?? 0;
      return { transactions: found.slice(skip, skip + (query.limit ?? 10)), totalCount: found.length };
    }),
  });
  const rendered = renderPortal(options.path ?? '/transactionDetails', { auth: fakeAuth(session('C1')), gateway });
  return { gateway, ...rendered };
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations).toEqual([]);
}

const table = () => screen.findByRole('table', { name: 'Your transactions' }, { timeout: 5000 });
const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));
const lastQuery = (gateway: ReturnType<typeof renderTransactions>['gateway']) =>
  gateway.getTransactions.mock.calls.at(-1)?.[1];

describe('the transactions page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("lists a year of the account's transactions, 10 a page: date, description, credit, debit and balance, amounts right-aligned", async () => {
    const { gateway } = renderTransactions();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Credit', 'Debit', 'Balance']);
    const today = isoDay(new Date());
    expect(lastQuery(gateway)).toEqual({
      dateFrom: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28'),
      dateTo: today,
      skip: 0,
      limit: 10,
    });
    const [first] = within(list).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Weekly rent');
    expect(cells[3]).toHaveTextContent('£138.45');
    expect(cells[3]).toHaveClass('data-table__cell--numeric');
    expect(cells[4]).toHaveTextContent('(£39.50) in arrears');
    expect(summary()).toHaveTextContent('Showing 1 to 10 of 30 transactions');
    expect(screen.getByText('Rent account (40012301)')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('filters by payment type in the filter panel and by a search, and Clear filters shows them all again', async () => {
    const { gateway, router } = renderTransactions();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment type' }), 'Payments');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters to your transactions' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 15 transactions'));
    expect(lastQuery(gateway)).toMatchObject({ transactionType: 'Payments' });
    expect(router.state.location.search).toBe('?type=payments');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your transactions' }), 'nothing like it');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(summary()).toHaveTextContent('There are no transactions to show.'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 30 transactions'));
  });

  it('says SSC004 for a from date after the to date and shows no list; an empty date is asked for', async () => {
    const { gateway } = renderTransactions({ path: '/transactionDetails?from=2026-06-01&to=2026-01-01' });
    const problems = await screen.findByRole('alert');
    expect(
      within(problems).getByRole('link', { name: 'The from date must be the same as or before the to date' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(gateway.getTransactions).not.toHaveBeenCalled();
    expect(document.title).toMatch(/^Error: Your transactions/);
    await expectNoAxeViolations();
  });

  it('asks for an emptied date rather than guessing it', async () => {
    renderTransactions({ path: '/transactionDetails?from=--' });
    const problems = await screen.findByRole('alert');
    expect(within(problems).getByRole('link', { name: 'Enter the from date' })).toBeInTheDocument();
  });

  it('says the transactions cannot be shown, with the phone number and the way home', async () => {
    renderTransactions({ transactions: new Error('gateway down') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your transactions at the moment.');
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toBeInTheDocument();
  });

  it('downloads every filtered transaction as a CSV a spreadsheet cannot run', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:x')),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const many = [
      ...Array.from({ length: 120 }, (_, index) => transaction(index)),
      transaction(999, { 'transaction-description': '=HYPERLINK("http://x")' }),
    ];
    renderTransactions({ transactions: many });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Description,Credit,Debit,Balance');
    expect(lines).toHaveLength(122);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(click).toHaveBeenCalled();
  });
});
