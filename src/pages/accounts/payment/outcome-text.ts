import type { PaymentAttempt } from '../../../gateway';
import type { MessageKey } from '../../../shared/i18n';

/** What went wrong, in the resident's words, for each failure the gateway reports (decision 0037). */
const OUTCOME_KEYS: Record<NonNullable<PaymentAttempt['outcome']>, MessageKey> = {
  succeeded: 'payments_outcome_unknown',
  declined: 'payments_outcome_declined',
  'card-expired': 'payments_outcome_card_expired',
  'security-code': 'payments_outcome_security_code',
  'processing-error': 'payments_outcome_processing_error',
  'authentication-failed': 'payments_outcome_authentication_failed',
  cancelled: 'payments_outcome_cancelled',
  'timed-out': 'payments_outcome_timed_out',
};

export const outcomeKey = (outcome: PaymentAttempt['outcome']): MessageKey =>
  outcome ? OUTCOME_KEYS[outcome] : 'payments_outcome_unknown';
