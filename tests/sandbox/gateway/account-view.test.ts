import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountView } from '../../../schemas/generated/gateway.account-view';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, seededGateway } from './repair-seeded-world';
import type { TestGateway } from './test-gateway';

// GET /accounts/{id} (portal.md §3 "Account (account view)", §7; decision 0034): the live balance is what the account's
// transactions add up to, and the last payment the latest one paid in (docs/personas.md: Alex in arrears, Bea's house
// in credit, Bea's deposit never paid into online, Bea's shop at zero).
const { alex, bea } = PERSONAS;
let gateway: TestGateway;
beforeAll(() => {
  gateway = seededGateway();
});

async function view(accountId: string, token = 'alex'): Promise<AccountView> {
  const res = await gateway.call(`/accounts/${accountId}`, { token });
  if (res.status !== 200) throw new Error(`${accountId}: ${res.status} ${await res.text()}`);
  expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  const body = (await res.json()) as AccountView;
  expect(contractErrors('account-view.schema.json', body)).toEqual([]);
  return body;
}

describe('GET /accounts/{id}', () => {
  it("gives Alex's rent account in arrears, its numbers and his last payment", async () => {
    const alexView = await view(alex.rentAccountId);
    expect(alexView).toMatchObject({
      AccountType: 'REN',
      Payref: alex.paymentReference,
      LiveBalanceType: 'in arrears',
      DisplayNumber: ['0', `${alex.paymentReference}01`],
    });
    expect(alexView.LiveBalance).toBeGreaterThan(0);
    const newest = gateway.db
      .prepare('SELECT running_balance FROM transactions WHERE account_id = ? ORDER BY transaction_date DESC LIMIT 1')
      .pluck()
      .get(alex.rentAccountId);
    expect(alexView.LiveBalance).toBe(newest);
    const payment = gateway.db
      .prepare(
        "SELECT amount, transaction_date AS at FROM transactions WHERE account_id = ? AND kind = 'Payment' ORDER BY transaction_date DESC LIMIT 1",
      )
      .get(alex.rentAccountId) as { amount: number; at: string };
    expect(alexView).toMatchObject({ lastTransactionBalance: payment.amount, lastTransactionDate: payment.at });
  });

  it('words a balance in credit as in credit, and a zero balance with no words', async () => {
    const house = await view(bea.rentAccountId, 'bea');
    expect(house.LiveBalance).toBeLessThan(0);
    expect(house.LiveBalanceType).toBe('in credit');
    const shop = await view(bea.shop.rentAccountId, 'bea');
    expect(shop).toMatchObject({ LiveBalance: 0, LiveBalanceType: '' });
  });

  it('answers a balance that moves with a new payment at once', async () => {
    const before = await view(alex.rentAccountId);
    gateway.db
      .prepare(
        "INSERT INTO transactions (id, account_id, transaction_date, payment_code, kind, amount, running_balance, description, body) VALUES ('t-new', ?, '2099-01-01T10:00:00Z', 'CR', 'Payment', 39.5, ?, 'Card payment', '{}')",
      )
      .run(alex.rentAccountId, before.LiveBalance - 39.5);
    const after = await view(alex.rentAccountId);
    expect(after).toMatchObject({
      LiveBalance: before.LiveBalance - 39.5,
      lastTransactionBalance: 39.5,
      lastTransactionDate: '2099-01-01T10:00:00Z',
    });
    gateway.db.prepare("DELETE FROM transactions WHERE id = 't-new'").run();
  });

  it("refuses another customer's account and knows no made-up one", async () => {
    expect((await gateway.call(`/accounts/${OTHER_CUSTOMER.rentAccountId}`, { token: 'alex' })).status).toBe(403);
    expect((await gateway.call('/accounts/acc00000-0000-4000-8000-00000000dead', { token: 'alex' })).status).toBe(404);
  });
});
