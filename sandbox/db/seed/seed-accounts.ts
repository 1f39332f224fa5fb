import type { Db } from '../open-database';
import { inOrder, signedPence } from './account-events';
import { accountSeeds, type AccountSeed } from './account-seeds';
import { isoDateTime } from '../dates';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

const pounds = (pence: number) => Math.round(pence) / 100;

/** Accounts and their transactions, with running balances computed in pence and the live balance the last one. */
export function seedAccounts(db: Db, ctx: SeedContext): void {
  for (const account of accountSeeds(ctx.today)) {
    const events = inOrder(account.events.filter((e) => e.at <= ctx.now));
    let balance = 0;
    const transactions = events.map((e) => {
      balance += signedPence(e);
      return { event: e, id: ctx.ids.next('transaction', account.owner), runningBalance: pounds(balance) };
    });
    // The accounts panel shows the last *payment* as "last transaction"; an account never paid shows its last entry.
    const last = events.filter((e) => e.kind === 'Payment').at(-1) ?? events.at(-1);
    writeRow(db, 'accounts', {
      id: account.id,
      customer_id: account.customerId,
      tenancy_id: account.tenancyId,
      account_type: account.accountType,
      pay_ref: account.payRef,
      body: accountBody(
        account,
        pounds(balance),
        last ? { value: pounds(last.pence), at: isoDateTime(last.at) } : undefined,
      ),
    });
    for (const { event: e, id, runningBalance } of transactions) {
      const at = isoDateTime(e.at);
      writeRow(db, 'transactions', {
        id,
        account_id: account.id,
        transaction_date: at,
        payment_code: e.code,
        kind: e.kind,
        amount: pounds(e.pence),
        running_balance: runningBalance,
        description: e.description,
        body: {
          'transaction-identifier': id,
          'account-identifier': account.id,
          'transaction-description': e.description,
          'transaction-type': e.kind,
          'payment-code': e.code,
          amount: { gross: { value: pounds(e.pence) } },
          dates: { 'transaction-date': at, 'created-date': at },
          'running-balance': { value: runningBalance },
          statuses: { 'is-posted': true },
        },
      });
    }
  }
}

function accountBody(account: AccountSeed, balance: number, last: { value: number; at: string } | undefined) {
  return {
    'account-type': account.accountType,
    'account-identifier': account.id,
    identifiers: { 'pay-ref': account.payRef },
    'tenancy-identifier': account.tenancyId,
    'tenancy-type': account.tenancyType,
    balance: [{ 'balance-type': 'live balanced', 'monetary-amount': { value: balance } }],
    ...(last
      ? { 'last-transaction': { amount: { gross: { value: last.value } }, dates: { 'created-date': last.at } } }
      : {}),
  };
}
