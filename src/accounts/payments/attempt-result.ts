import type { PaymentAttempt } from '../../gateway';

/** The attempt's status as the gateway reports it (schemas/gateway/payment-attempt.schema.json). */
export type AttemptStatus = PaymentAttempt['status'];

/**
 * What the confirmation page may tell the resident (decision 0037):
 * - `paid`: the gateway confirmed the payment;
 * - `not-paid`: the gateway confirmed that no money was taken (declined, cancelled, expired…), so they may try again;
 * - `not-started`: the card page was never opened, so they may go on to it;
 * - `checking`: the outcome is not known yet — the card page was opened and has not finished, or the gateway could
 *   not be asked — so the resident is told not to pay again, and never offered the amount page.
 */
export type AttemptResult = 'paid' | 'not-paid' | 'not-started' | 'checking';

export function attemptResultOf(status: AttemptStatus | undefined): AttemptResult {
  switch (status) {
    case 'succeeded':
      return 'paid';
    case 'failed':
    case 'cancelled':
    case 'expired':
      return 'not-paid';
    case 'created':
      return 'not-started';
    default:
      return 'checking';
  }
}

/** Whether asking the gateway again may change the answer: only while the outcome is not known. */
export const isFinal = (result: AttemptResult): boolean => result === 'paid' || result === 'not-paid';
