import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { RESULT_CODE_OF_OUTCOME, STATUS_OF_OUTCOME, type AttemptOutcome } from './attempt-outcomes';
import { readAttempt, secretHash, type AttemptRow } from './attempt-store';
import { recordPaymentReceiptMessage } from './payment-receipt-message';

/** A gateway token works for 15 minutes (decision 0037; money-messages-cases.md §1: life ≤ 15 min). */
export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/** The payment session: a card page left this long is expired (GOV.UK Pay's 90 minutes, P0020). */
export const PAYMENT_SESSION_MS = 90 * 60 * 1000;

const iso = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * When the attempt's payment session ends: 90 minutes after the payment page took its token, or, never started,
 * 90 minutes after it was made (a token asked for later would outlive nothing the resident still sees).
 */
export function sessionEndsAt(row: AttemptRow): number {
  return new Date(row.started_at ?? row.created_at).getTime() + PAYMENT_SESSION_MS;
}

/**
 * A fresh token for an attempt still `created`, replacing (and so revoking) any earlier one; null once it has started.
 */
export function issueToken(db: Db, attemptId: string, now: Date): string | null {
  const token = newSecret();
  const changed = db
    .prepare(
      "UPDATE payment_attempts SET token_hash = ?, token_expires_at = ?, token_used = 0 WHERE id = ? AND status = 'created'",
    )
    .run(secretHash(token), iso(new Date(now.getTime() + TOKEN_LIFETIME_MS)), attemptId).changes;
  return changed === 1 ? token : null;
}

/**
 * The payment page takes the token: used once, the attempt `started`, and a new page session whose secret is the card
 * page's address. Null when another request took it first (the conditional update decides, so a double post starts
 * once).
 */
export function startAttempt(db: Db, attemptId: string, tokenHash: string, now: Date): string | null {
  const session = newSecret();
  const changed = db
    .prepare(
      "UPDATE payment_attempts SET status = 'started', token_used = 1, started_at = ?, page_session_hash = ? " +
        "WHERE id = ? AND status = 'created' AND token_hash = ? AND token_used = 0",
    )
    .run(iso(now), secretHash(session), attemptId, tokenHash).changes;
  return changed === 1 ? session : null;
}

/** Marks a 3-D Secure challenge as shown for the card just entered; what completing it leads to is kept. */
export function awaitChallenge(
  db: Db,
  attemptId: string,
  cardLast4: string,
  afterChallenge: 'succeeded' | 'declined',
): boolean {
  return (
    db
      .prepare(
        "UPDATE payment_attempts SET challenge_outcome = ?, card_last4 = ? WHERE id = ? AND status = 'started' AND challenge_outcome IS NULL",
      )
      .run(afterChallenge, cardLast4, attemptId).changes === 1
  );
}

export interface Finish {
  outcome: AttemptOutcome;
  /** Only for a payment taken. */
  transactionReference?: string;
  cardLast4?: string;
}

/**
 * The attempt's one transition to a final status. Only an attempt `started` (or, for expiry, still `created`) finishes,
 * and the first request to get there wins: a second press, a late 3-D Secure answer or the clock find it finished and
 * change nothing. A payment taken sends its receipt in the same transaction, so the receipt is in the resident's
 * messages exactly when, and exactly once, the attempt is `succeeded`. Answers whether this call finished it.
 */
export function finishAttempt(db: Db, attemptId: string, finish: Finish, now: Date, newId: () => string): boolean {
  return db.transaction(() => {
    const allowed = finish.outcome === 'timed-out' ? "status IN ('created', 'started')" : "status = 'started'";
    const succeeded = finish.outcome === 'succeeded';
    const changed = db
      .prepare(
        `UPDATE payment_attempts SET status = @status, outcome = @outcome, result_code = @resultCode, finished_at = @finishedAt,
           transaction_reference = @transactionReference, card_last4 = @cardLast4, challenge_outcome = NULL
         WHERE id = @id AND ${allowed}`,
      )
      .run({
        id: attemptId,
        status: STATUS_OF_OUTCOME[finish.outcome],
        outcome: finish.outcome,
        resultCode: RESULT_CODE_OF_OUTCOME[finish.outcome],
        finishedAt: iso(now),
        transactionReference: succeeded ? (finish.transactionReference ?? null) : null,
        cardLast4: succeeded ? (finish.cardLast4 ?? null) : null,
      }).changes;
    if (changed !== 1) return false;
    if (succeeded) {
      const row = readAttempt(db, attemptId) as AttemptRow;
      const receiptId = newId();
      recordPaymentReceiptMessage(db, row, receiptId);
      db.prepare('UPDATE payment_attempts SET receipt_id = ? WHERE id = ? AND receipt_id IS NULL').run(
        receiptId,
        attemptId,
      );
    }
    return true;
  })();
}

/**
 * The clock's part: an attempt whose payment session has run out is `expired` (timed-out) when anyone next looks at
 * it. Answers the attempt as it now is.
 */
export function settleExpiry(db: Db, row: AttemptRow, now: Date, newId: () => string): AttemptRow {
  if ((row.status !== 'created' && row.status !== 'started') || now.getTime() < sessionEndsAt(row)) return row;
  finishAttempt(db, row.id, { outcome: 'timed-out' }, now, newId);
  return readAttempt(db, row.id) as AttemptRow;
}
