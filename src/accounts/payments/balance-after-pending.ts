import { parsePence } from '../../shared/money';

/**
 * A card payment taken through the portal that the finance system has not posted yet (account view pendingPayments).
 */
interface PaymentOnItsWay {
  readonly amount: number;
}

/**
 * The balance once the payments on their way are posted, in pence: the live balance (what has been posted, decision
 * 0034) less every pending card payment (decision 0037). It is what is still owed: offering the live balance after a
 * payment would have the resident pay it twice (issue 26).
 */
export function balanceAfterPending(balancePounds: number, pending: readonly PaymentOnItsWay[] | undefined): number {
  const balance = parsePence(balancePounds) ?? 0;
  return (pending ?? []).reduce((left, payment) => left - Math.max(0, parsePence(payment.amount) ?? 0), balance);
}
