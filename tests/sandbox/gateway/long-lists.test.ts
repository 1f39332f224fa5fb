import { afterAll, describe, expect, it } from 'vitest';
import type { CommunicationList } from '../../../schemas/generated/gateway.communication-list';
import type { TransactionList } from '../../../schemas/generated/gateway.transaction-list';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { longListGateway, queryPlan, readsTableRows } from './long-lists';

// Decision 0030 "Paging", for the lists that came after the repair history (decision 0031): a resident with 10 000
// messages and an account with 10 000 transactions. These check what the gateway answers and which index each
// statement walks (deterministic), not time; the figures are in decision 0031.
const { alex } = PERSONAS;

describe('the inbox over 10 000 messages', () => {
  const gateway = longListGateway({ messages: 10_000 });
  afterAll(() => gateway.db.close());
  const page = async (query: string): Promise<CommunicationList> => {
    const res = await gateway.call(`/customers/${alex.customerId}/communications${query}`, { token: 'alex' });
    expect(res.status).toBe(200);
    return (await res.json()) as CommunicationList;
  };

  it('counts every message and pages to the last one from either end', async () => {
    const first = await page('?limit=10');
    expect(first['total-count']).toBe(10_000);
    expect(first['total-unread']).toBe(
      gateway.db
        .prepare("SELECT COUNT(*) FROM communications WHERE customer_id = ? AND status = 'UNREAD'")
        .pluck()
        .get(alex.customerId),
    );
    const last = await page('?limit=10&skip=9995');
    expect(last.communications).toHaveLength(5);
    const oldest = await page('?sort=createdDate%20asc&limit=5');
    expect(last.communications.map((m) => m.identifier)).toEqual(
      oldest.communications.map((m) => m.identifier).reverse(),
    );
    const middle = await page('?limit=100&skip=5000');
    const dates = middle.communications.map((m) => m.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const searched = await page('?searchText=Customer%20Services&skip=9990');
    expect(searched['total-count']).toBe(10_000);
    expect(searched.communications).toHaveLength(10);
  });

  it('counts and pages on an index alone, the search included, reading no body but the page’s', () => {
    const filter =
      "m.customer_id = 'c' AND m.created_date >= 'a' AND m.created_date < 'b' AND m.status = 'READ' AND m.asset_id = 'p'";
    expect(
      queryPlan(gateway.db, `SELECT COUNT(*) FROM communications m INDEXED BY communications_inbox WHERE ${filter}`),
    ).toMatch(/COVERING INDEX communications_inbox/);
    expect(
      queryPlan(
        gateway.db,
        `SELECT m.id FROM communications m INDEXED BY communications_inbox WHERE ${filter} ORDER BY m.created_date DESC, m.id DESC LIMIT 10 OFFSET 10`,
      ),
    ).toMatch(
      /^SEARCH m USING COVERING INDEX communications_inbox \(customer_id=\? AND created_date>\? AND created_date<\?\)$/,
    );
    const search = `${filter} AND m.search_text LIKE '%gas%'`;
    const count = `SELECT COUNT(*) FROM communications m INDEXED BY communications_search WHERE ${search}`;
    const ids = `SELECT m.id FROM communications m INDEXED BY communications_search WHERE ${search} ORDER BY m.created_date ASC, m.id ASC LIMIT 10`;
    for (const sql of [count, ids]) {
      expect(queryPlan(gateway.db, sql)).toMatch(
        /^SEARCH m USING INDEX communications_search \(customer_id=\? AND created_date>\? AND created_date<\?\)$/,
      );
      expect(readsTableRows(gateway.db, sql)).toBe(false);
    }
    expect(
      readsTableRows(
        gateway.db,
        "SELECT COUNT(*) FROM communications m WHERE m.customer_id = 'c' AND m.search_text LIKE '%gas%'",
      ),
    ).toBe(true);
    expect(
      queryPlan(
        gateway.db,
        "SELECT category, COUNT(*) FROM communications WHERE customer_id = 'c' AND status = 'UNREAD' AND asset_id = 'p' GROUP BY category",
      ),
    ).toMatch(/COVERING INDEX communications_unread/);
  });
});

describe('an account with 10 000 transactions', () => {
  const gateway = longListGateway({ transactions: 10_000 });
  afterAll(() => gateway.db.close());
  const page = async (query: string): Promise<TransactionList> => {
    const res = await gateway.call(`/accounts/${alex.rentAccountId}/transactions${query}`, { token: 'alex' });
    expect(res.status).toBe(200);
    return (await res.json()) as TransactionList;
  };

  it('counts every transaction and pages to the oldest from either end', async () => {
    const first = await page('?Limit=10');
    expect(first.totalCount).toBe(10_000);
    const last = await page('?Limit=10&Skip=9995');
    expect(last.transactions).toHaveLength(5);
    const oldest = gateway.db
      .prepare('SELECT id FROM transactions WHERE account_id = ? ORDER BY transaction_date ASC, id ASC LIMIT 5')
      .pluck()
      .all(alex.rentAccountId);
    expect(last.transactions.map((t) => t['transaction-identifier'])).toEqual([...oldest].reverse());
    const searched = await page('?searchText=weekly&TransactionType=Charges&Skip=5000&Limit=100');
    expect(searched.transactions).toHaveLength(100);
    expect(searched.transactions.every((t) => t['transaction-description'] === 'Weekly rent')).toBe(true);
  });

  it('counts, pages and searches on the covering index alone', () => {
    const filter =
      "t.account_id = 'a' AND t.transaction_date >= 'x' AND t.transaction_date < 'y' AND t.kind = 'Charge' AND t.description LIKE '%rent%' ESCAPE '\\'";
    const count = `SELECT COUNT(*) FROM transactions t INDEXED BY transactions_list WHERE ${filter}`;
    const ids = `SELECT t.id FROM transactions t INDEXED BY transactions_list WHERE ${filter} ORDER BY t.transaction_date DESC, t.id DESC LIMIT 10 OFFSET 10`;
    for (const sql of [count, ids]) {
      expect(queryPlan(gateway.db, sql)).toMatch(
        /^SEARCH t USING COVERING INDEX transactions_list \(account_id=\? AND transaction_date>\? AND transaction_date<\?\)$/,
      );
      expect(readsTableRows(gateway.db, sql)).toBe(false);
    }
  });
});
