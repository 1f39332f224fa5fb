import type { AccountView, PendingPayment } from '../../../schemas/generated/gateway.account-view';
import type { Accounts } from '../../../schemas/generated/gateway.accounts';
import { authorise } from '../authorise';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireOwnCustomer, requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

/**
 * Card payments made through the portal are pending this long: the finance system posts them within it (decision 0037).
 */
export const PENDING_PAYMENT_DAYS = 7;

// Pence, so a balance is never 0.30000000000000004.
const toPounds = (value: number) => Math.round(value * 100) / 100;

/**
 * "in arrears" above zero, "in credit" below, nothing at zero (portal.md §4 "Balance"), as the finance system says it.
 */
function balanceType(balance: number): string {
  if (balance > 0) return 'in arrears';
  return balance < 0 ? 'in credit' : '';
}

/**
 * The account view of an account row: its live balance is the running balance after its latest transaction (what has
 * been posted, a payment made a moment ago included), and its last payment the latest transaction that is one. The
 * finance system's number is the pay ref with the account's ledger suffix; DisplayNumber carries a 0 placeholder, as
 * the finance system does, which the portal drops (portal.md §3).
 */
function accountView(
  db: RouteDeps['db'],
  row: { id: string; account_type: string; pay_ref: string },
  now: Date,
): AccountView {
  const latest = db
    .prepare(
      'SELECT running_balance FROM transactions WHERE account_id = ? ORDER BY transaction_date DESC, id DESC LIMIT 1',
    )
    .pluck()
    .get(row.id) as number | undefined;
  const payment = db
    .prepare(
      "SELECT amount, transaction_date AS at FROM transactions WHERE account_id = ? AND kind = 'Payment' ORDER BY transaction_date DESC, id DESC LIMIT 1",
    )
    .get(row.id) as { amount: number; at: string } | undefined;
  const balance = toPounds(latest ?? 0);
  const accountNumber = `${row.pay_ref}01`;
  return {
    AccountNumber: accountNumber,
    Payref: row.pay_ref,
    AccountType: row.account_type,
    DisplayNumber: ['0', accountNumber],
    LiveBalance: balance,
    LiveBalanceType: balanceType(balance),
    ...(payment ? { lastTransactionBalance: toPounds(payment.amount), lastTransactionDate: payment.at } : {}),
    pendingPayments: pendingPayments(db, row.id, now),
  };
}

/**
 * The account's card payments taken through the portal in the last PENDING_PAYMENT_DAYS, newest first: the sandbox's
 * finance system never posts them, so the balance (what has been posted) does not include them (decision 0037).
 */
function pendingPayments(db: RouteDeps['db'], accountId: string, now: Date): PendingPayment[] {
  const since = `${new Date(now.getTime() - PENDING_PAYMENT_DAYS * 86_400_000).toISOString().slice(0, 19)}Z`;
  const rows = db
    .prepare(
      'SELECT id, amount_pence, finished_at, transaction_reference FROM payment_attempts INDEXED BY payment_attempts_account_paid ' +
        "WHERE account_id = ? AND status = 'succeeded' AND finished_at >= ? ORDER BY finished_at DESC, id DESC",
    )
    .all(accountId, since) as {
    id: string;
    amount_pence: number;
    finished_at: string;
    transaction_reference: string;
  }[];
  return rows.map((r) => ({
    attemptId: r.id,
    amount: r.amount_pence / 100,
    paidAt: r.finished_at,
    transactionReference: r.transaction_reference,
  }));
}

/**
 * GET /customers/{id}/accounts: every account of the customer, on active and ended tenancies alike (the client
 * decides which to show), in the order the association holds them.
 */
export function registerAccountsRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/customers/:id/accounts', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const rows = db.prepare('SELECT id, body FROM accounts WHERE customer_id = ? ORDER BY rowid').all(customerId) as {
      id: string;
      body: string;
    }[];
    const accounts: Accounts = rows.map((row) => parseStoredBody('accounts', row.id, row.body));
    return jsonWithETag(c, accounts);
  });

  // GET /accounts/{id}: the account view of one of the caller's accounts (403 another customer's, 404 none; decision
  // 0034).
  api.get('/accounts/:id', (c) => {
    const customerId = authorise(c, db);
    const row = db
      .prepare('SELECT id, customer_id, account_type, pay_ref FROM accounts WHERE id = ?')
      .get(c.req.param('id')) as { id: string; customer_id: string; account_type: string; pay_ref: string } | undefined;
    requireOwnership({ exists: row !== undefined, owned: row?.customer_id === customerId });
    return jsonWithETag(c, accountView(db, row as NonNullable<typeof row>, deps.clock.now()));
  });
}
