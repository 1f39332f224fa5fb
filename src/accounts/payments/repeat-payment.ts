import { parsePence } from '../../shared/money';

/** A card payment made through the portal that the finance system has not posted yet (account view pendingPayments). */
export interface PendingPayment {
  readonly amount: number;
  readonly paidAt: string;
}

/**
 * The latest payment of the same amount into the same account within the warning window, which the resident is asked
 * about before paying again ("You paid £50.00 at 14:02 today – do you want to pay £50.00 again?", decision 0037); null
 * when there is none. Pending payments are the account's own, so the account is already the same.
 */
export function recentSamePayment(
  pending: readonly PendingPayment[] | undefined,
  amountPence: number,
  now: Date,
  withinHours: number,
): PendingPayment | null {
  const since = now.getTime() - withinHours * 3_600_000;
  let latest: PendingPayment | null = null;
  for (const payment of pending ?? []) {
    const at = Date.parse(payment.paidAt);
    if (Number.isNaN(at) || at < since || at > now.getTime() + 60_000) continue;
    if (parsePence(payment.amount) !== amountPence) continue;
    if (!latest || at > Date.parse(latest.paidAt)) latest = payment;
  }
  return latest;
}
