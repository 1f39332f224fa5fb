import type { PaymentAttempt } from '../../schemas/generated/gateway.payment-attempt';

/** An attempt's final outcome and its status: the contract's own (schemas/gateway/payment-attempt.schema.json). */
export type AttemptOutcome = NonNullable<PaymentAttempt['outcome']>;
export type AttemptStatus = PaymentAttempt['status'];

/** The final status each outcome leaves the attempt in. */
export const STATUS_OF_OUTCOME: Readonly<Record<AttemptOutcome, AttemptStatus>> = {
  succeeded: 'succeeded',
  declined: 'failed',
  'card-expired': 'failed',
  'security-code': 'failed',
  'processing-error': 'failed',
  'authentication-failed': 'failed',
  cancelled: 'cancelled',
  'timed-out': 'expired',
};

/**
 * The provider's resultCode of each outcome. The spec knows only 0 (success); the failures follow ISO 8583 response
 * codes as card gateways report them: 05 do not honour (a 3-D Secure check failed too), 54 expired card, 82 security
 * code check failed, 96 system malfunction, 17 customer cancellation, 68 response received too late.
 */
export const RESULT_CODE_OF_OUTCOME: Readonly<Record<AttemptOutcome, number>> = {
  succeeded: 0,
  declined: 5,
  'card-expired': 54,
  'security-code': 82,
  'processing-error': 96,
  'authentication-failed': 5,
  cancelled: 17,
  'timed-out': 68,
};

export const FINAL_STATUSES: ReadonlySet<AttemptStatus> = new Set(['succeeded', 'failed', 'cancelled', 'expired']);
