import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction, TransactionList } from '../../../schemas/generated/gateway.transaction-list';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, readOnlyGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

// An account's transactions (portal.md §2 "Transactions", §3, §7): Alex's rent account holds 24 months of weekly rent
// (104 charges), 26 payments and 2 adjustments (docs/personas.md); the seed's today is 2026-11-21.
const { alex, bea } = PERSONAS;
const account = alex.rentAccountId;
let gateway: TestGateway;
beforeAll(() => {
  gateway = readOnlyGateway();
});

async function transactions(query = '', token = 'alex', accountId: string = account): Promise<TransactionList> {
  const res = await gateway.call(`/accounts/${accountId}/transactions${query}`, { token });
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  const body = (await res.json()) as TransactionList;
  expect(contractErrors('transaction-list.schema.json', body)).toEqual([]);
  return body;
}

const ids = (list: TransactionList) => list.transactions.map((t) => t['transaction-identifier']);
const dateOf = (t: Transaction) => t.dates['transaction-date'];

describe('GET /accounts/{id}/transactions', () => {
  it('pages the account 10 at a time, newest first, with the fields of the spec and the whole count', async () => {
    const first = await transactions();
    expect(first.totalCount).toBe(132);
    expect(first.transactions).toHaveLength(10);
    const dates = first.transactions.map(dateOf);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.transactions[0]).toMatchObject({
      'transaction-description': 'Weekly rent',
      'payment-code': 'DR',
      amount: { gross: { value: expect.any(Number) } },
      dates: { 'transaction-date': '2026-11-16T06:00:00Z', 'created-date': '2026-11-16T06:00:00Z' },
      'running-balance': { value: expect.any(Number) },
      statuses: { 'is-posted': true },
    });
    // Each running balance is the next older one plus a debit or minus a credit.
    const [newest, older] = first.transactions as [Transaction, Transaction];
    expect(newest['running-balance'].value).toBeCloseTo(older['running-balance'].value + newest.amount.gross.value, 2);
  });

  it('filters by type: All, Payments, Charges, Adjustments', async () => {
    const counts = await Promise.all(
      ['All', 'Payments', 'Charges', 'Adjustments', 'charges'].map(
        async (type) => (await transactions(`?TransactionType=${type}&Limit=100`)).totalCount,
      ),
    );
    expect(counts).toEqual([132, 26, 104, 2, 104]);
    const payments = await transactions('?TransactionType=Payments&Limit=100');
    expect(payments.transactions.every((t) => t['transaction-type'] === 'Payment' && t['payment-code'] === 'CR')).toBe(
      true,
    );
  });

  it('filters by an inclusive date range of London days', async () => {
    const day = await transactions('?DateFrom=2026-11-09&DateTo=2026-11-09');
    expect(day.transactions.map(dateOf)).toEqual(['2026-11-09T14:00:00Z', '2026-11-09T06:00:00Z']);
    expect((await transactions('?DateFrom=2026-11-10')).transactions.map(dateOf)).toEqual(['2026-11-16T06:00:00Z']);
    const year = await transactions('?DateFrom=2025-11-21&DateTo=2026-11-21&Limit=100');
    expect(year.transactions.every((t) => dateOf(t) >= '2025-11-21')).toBe(true);
    expect(year.totalCount).toBeLessThan(132);
  });

  it('searches the description without regard to case, taking % and _ literally', async () => {
    const universal = await transactions('?searchText=UNIVERSAL%20credit&Limit=100');
    expect(universal.totalCount).toBeGreaterThan(0);
    expect(universal.transactions.every((t) => t['transaction-description'] === 'Universal Credit payment')).toBe(true);
    const card = await transactions('?searchText=card&TransactionType=Payments&Limit=100');
    expect(card.totalCount + universal.totalCount).toBe(26);
    expect((await transactions('?searchText=%25')).totalCount).toBe(0);
    expect((await transactions('?searchText=_')).totalCount).toBe(0);
  });

  it('reads pageNumber (from 1) and pageSize as another way of asking for Limit and Skip', async () => {
    expect(ids(await transactions('?pageNumber=1&pageSize=3'))).toEqual(ids(await transactions('?Limit=3')));
    expect(ids(await transactions('?pageNumber=2&pageSize=3'))).toEqual(ids(await transactions('?Limit=3&Skip=3')));
    expect(ids(await transactions('?pageSize=5'))).toEqual(ids(await transactions('?Limit=5')));
    expect(ids(await transactions('?Limit=2&Skip=1&pageNumber=9&pageSize=50'))).toEqual(
      ids(await transactions('?Limit=3')).slice(1),
    );
    expect(ids(await transactions('?limit=4&skip=2'))).toEqual(ids(await transactions('?Limit=4&Skip=2')));
  });

  it('gives every transaction once, page after page, whichever end a page is read from', async () => {
    const all = [...ids(await transactions('?Limit=100')), ...ids(await transactions('?Limit=100&Skip=100'))];
    expect(new Set(all).size).toBe(132);
    const paged: string[] = [];
    for (let skip = 0; skip < 132; skip += 25) paged.push(...ids(await transactions(`?Limit=25&Skip=${skip}`)));
    expect(paged).toEqual(all);
    expect((await transactions('?Skip=132')).transactions).toEqual([]);
  });

  it("answers 403 for another customer's account, 404 for none, 403 without a customer", async () => {
    const res = await gateway.call(`/accounts/${OTHER_CUSTOMER.rentAccountId}/transactions`, { token: 'alex' });
    expect(res.status).toBe(403);
    expect((await readErrorBody(res)).errors[0]?.message).toBe('You do not have access to this resource.');
    expect((await gateway.call(`/accounts/${bea.depositAccountId}/transactions`, { token: 'alex' })).status).toBe(403);
    expect(
      (await gateway.call('/accounts/acc00000-0000-4000-8000-00000000dead/transactions', { token: 'alex' })).status,
    ).toBe(404);
    expect((await gateway.call(`/accounts/${account}/transactions`, { token: 'eli' })).status).toBe(403);
    expect((await transactions('?Limit=1', 'bea', bea.depositAccountId)).totalCount).toBe(2);
  });

  it.each([
    ['?Limit=0', 'Limit'],
    ['?Limit=101', 'Limit'],
    ['?Skip=-1', 'Skip'],
    ['?pageNumber=0&pageSize=10', 'pageNumber'],
    ['?pageSize=500', 'pageSize'],
    ['?DateFrom=2026-02-30', 'DateFrom'],
    ['?DateTo=21/11/2026', 'DateTo'],
    ['?DateFrom=2026-11-21&DateTo=2026-11-01', 'DateFrom'],
    ['?TransactionType=Refunds', 'TransactionType'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await gateway.call(`/accounts/${account}/transactions${query}`, { token: 'alex' });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toEqual([field]);
  });
});
