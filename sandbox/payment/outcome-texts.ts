import type { AttemptOutcome } from '../payment-attempts/attempt-outcomes';

export interface OutcomeText {
  heading: string;
  message: string;
}

/**
 * What the payment page says of each outcome, in its own words (GOV.UK Pay's). Every failure says no money was taken.
 */
export const OUTCOME_TEXTS: Readonly<Record<AttemptOutcome, OutcomeText>> = {
  succeeded: { heading: 'Payment successful', message: 'Your payment has been taken.' },
  declined: { heading: 'Your payment was declined', message: 'Your card was declined. No money has been taken.' },
  'card-expired': { heading: 'Your card has expired', message: 'The card has expired. No money has been taken.' },
  'security-code': {
    heading: 'The card security code is incorrect',
    message: 'The card security code did not match. No money has been taken.',
  },
  'processing-error': {
    heading: 'There was a problem processing your payment',
    message: 'Something went wrong while your payment was processed. No money has been taken.',
  },
  'authentication-failed': {
    heading: 'Your payment could not be authenticated',
    message: 'Your bank could not confirm it was you. No money has been taken.',
  },
  cancelled: {
    heading: 'Your payment has been cancelled',
    message: 'You cancelled the payment. No money has been taken.',
  },
  'timed-out': {
    heading: 'Your payment session has expired',
    message: 'The payment was not completed within 90 minutes. No money has been taken.',
  },
};
