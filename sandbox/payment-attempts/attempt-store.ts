import { createHash } from 'node:crypto';
import type { PaymentAttempt } from '../../schemas/generated/gateway.payment-attempt';
import type { Db } from '../db/open-database';
import type { AttemptOutcome, AttemptStatus } from './attempt-outcomes';
import { amountFromPence } from './pence';

/** A payment_attempts row (sandbox/db/migrations/006_payment_attempts.sql). */
export interface AttemptRow {
  id: string;
  customer_id: string;
  account_id: string;
  payment_reference: string;
  amount_pence: number;
  payment_reason: string;
  status: AttemptStatus;
  outcome: AttemptOutcome | null;
  result_code: number | null;
  token_hash: string | null;
  token_expires_at: string | null;
  token_used: 0 | 1;
  page_session_hash: string | null;
  challenge_outcome: 'succeeded' | 'declined' | null;
  transaction_reference: string | null;
  card_last4: string | null;
  receipt_id: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The fixed payment reason of portal.md §3 "Gateway token response". */
export const PAYMENT_REASON = 'Rent';

/** The association's client code at the payment provider (the sandbox's own: AllPay gives each client one). */
export const CLIENT_CODE = 'PBDY';

/** Secrets (gateway tokens, payment page sessions) are kept as their SHA-256 only. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function readAttempt(db: Db, id: string): AttemptRow | undefined {
  return db.prepare('SELECT * FROM payment_attempts WHERE id = ?').get(id) as AttemptRow | undefined;
}

export function attemptByTokenHash(db: Db, tokenHash: string): AttemptRow | undefined {
  return db.prepare('SELECT * FROM payment_attempts WHERE token_hash = ?').get(tokenHash) as AttemptRow | undefined;
}

export function attemptByPageSession(db: Db, session: string): AttemptRow | undefined {
  return db.prepare('SELECT * FROM payment_attempts WHERE page_session_hash = ?').get(secretHash(session)) as
    AttemptRow | undefined;
}

/** The attempt as the provider reports it (schema payment-attempt): what it is, and once finished, how it ended. */
export function attemptRepresentation(row: AttemptRow): PaymentAttempt {
  const succeeded = row.status === 'succeeded';
  return {
    attemptId: row.id,
    accountId: row.account_id,
    paymentReference: row.payment_reference,
    amount: amountFromPence(row.amount_pence),
    status: row.status,
    createdAt: row.created_at,
    ...(row.finished_at !== null ? { finishedAt: row.finished_at } : {}),
    ...(row.result_code !== null ? { resultCode: row.result_code } : {}),
    ...(row.outcome !== null ? { outcome: row.outcome } : {}),
    ...(succeeded && row.transaction_reference !== null ? { transactionReference: row.transaction_reference } : {}),
    ...(succeeded && row.card_last4 !== null ? { cardLast4: row.card_last4 } : {}),
  };
}
