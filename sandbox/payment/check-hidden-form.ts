import type { Db } from '../db/open-database';
import { attemptByTokenHash, CLIENT_CODE, secretHash, type AttemptRow } from '../payment-attempts/attempt-store';
import { penceFromAmount } from '../payment-attempts/pence';

const AMOUNT = /^\d{1,7}\.\d{2}$/;

/** Why the payment page will not take a hidden form; every one of them takes no money. */
export type HiddenFormProblem = 'incomplete' | 'unknown-token' | 'expired-token' | 'used-token' | 'mismatch';

export type HiddenFormCheck =
  | { ok: true; attempt: AttemptRow; tokenHash: string }
  | { ok: false; problem: HiddenFormProblem; attempt?: AttemptRow };

/**
 * The portal's hidden form against its token (decision 0037): the token must be one the gateway gave for a live,
 * unused attempt, and customerReference, amount, paymentReason and client-code must be exactly what it is bound to:
 * the browser posts them next to the token, so a changed amount is refused here rather than charged.
 */
export function checkHiddenForm(
  db: Db,
  form: Readonly<Record<string, string | undefined>>,
  now: Date,
): HiddenFormCheck {
  const token = (form['bearer-token'] ?? '').trim();
  const amount = (form.amount ?? '').trim();
  const fields = {
    clientCode: (form['client-code'] ?? '').trim(),
    customerReference: (form.customerReference ?? '').trim(),
    paymentReason: (form.paymentReason ?? '').trim(),
  };
  if (!token || !fields.clientCode || !fields.customerReference || !fields.paymentReason || !amount)
    return { ok: false, problem: 'incomplete' };
  const tokenHash = secretHash(token);
  const attempt = attemptByTokenHash(db, tokenHash);
  if (!attempt) return { ok: false, problem: 'unknown-token' };
  if (attempt.token_used === 1 || attempt.started_at !== null) return { ok: false, problem: 'used-token', attempt };
  // Never started, yet no longer created: its payment session ran out (or the test control ended it) first.
  const tokenEnded = attempt.token_expires_at === null || now.getTime() >= Date.parse(attempt.token_expires_at);
  if (attempt.status !== 'created' || tokenEnded) return { ok: false, problem: 'expired-token', attempt };
  const matches =
    fields.clientCode === CLIENT_CODE &&
    fields.customerReference === attempt.payment_reference &&
    fields.paymentReason === attempt.payment_reason &&
    AMOUNT.test(amount) &&
    penceFromAmount(amount) === attempt.amount_pence;
  return matches ? { ok: true, attempt, tokenHash } : { ok: false, problem: 'mismatch', attempt };
}
