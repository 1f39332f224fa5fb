// What the payment page says when the portal's hidden form cannot start a payment (check-hidden-form.ts), and its
// status: no money is ever taken, and the resident is told where to go.
import type { HiddenFormProblem } from './check-hidden-form';

export const HIDDEN_FORM_PROBLEMS: Readonly<
  Record<HiddenFormProblem, { status: number; heading: string; text: string }>
> = {
  incomplete: {
    status: 400,
    heading: 'This payment cannot be taken',
    text: 'The payment details sent to this page were incomplete. No money has been taken. Go back and try again.',
  },
  'unknown-token': {
    status: 403,
    heading: 'This payment cannot be taken',
    text: 'This payment link is not valid. No money has been taken. Go back to your account and try again.',
  },
  'expired-token': {
    status: 403,
    heading: 'This payment link has expired',
    text: 'No money has been taken. Go back to your account and try again.',
  },
  'used-token': {
    status: 409,
    heading: 'This payment has already started',
    text: 'These payment details have already been sent. No money has been taken by sending them again.',
  },
  mismatch: {
    status: 400,
    heading: 'The payment details do not match',
    text: 'The amount or the reference sent to this page is not the one the payment was set up for. No money has been taken. Go back to your account and try again.',
  },
};
