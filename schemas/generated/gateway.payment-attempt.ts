/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * A card payment attempt as the payment provider reports it (decision 0037): the answer of POST /accounts/{accountId}/payment-attempts (201) and GET /payment-attempts/{attemptId}. status created → started (a token was posted to the payment page) → succeeded | failed | cancelled | expired. finishedAt, resultCode and outcome come once it has finished; transactionReference and cardLast4 only when it succeeded.
 */
export interface PaymentAttempt {
  /**
   * The attempt's identifier (a UUID).
   */
  attemptId: string;
  /**
   * The account-identifier the payment is for.
   */
  accountId: string;
  /**
   * The account's Payref the payment is made under.
   */
  paymentReference: string;
  /**
   * Pounds with two decimals, as asked for, e.g. "50.00".
   */
  amount: string;
  /**
   * created: no token has been posted to the payment page yet; started: the payment page took the token and shows the card form; succeeded, failed, cancelled (the resident pressed Cancel) and expired (the 90-minute payment session ran out) are final.
   */
  status: 'created' | 'started' | 'succeeded' | 'failed' | 'cancelled' | 'expired';
  /**
   * When the attempt was created (ISO 8601, UTC).
   */
  createdAt: string;
  /**
   * When the attempt reached its final status (ISO 8601, UTC); absent until then.
   */
  finishedAt?: string;
  /**
   * The provider's result once finished: 0 success; otherwise an ISO 8583-style failure code (5 declined or authentication failed, 54 expired card, 82 security code, 96 processing error, 17 cancelled, 68 timed out). Only 0 means money was taken.
   */
  resultCode?: number;
  /**
   * What happened, once finished: succeeded, or the failure: declined, card-expired, security-code, processing-error, authentication-failed, cancelled, timed-out.
   */
  outcome?:
    | 'succeeded'
    | 'declined'
    | 'card-expired'
    | 'security-code'
    | 'processing-error'
    | 'authentication-failed'
    | 'cancelled'
    | 'timed-out';
  /**
   * The provider's reference of the payment taken; only when succeeded.
   */
  transactionReference?: string;
  /**
   * The last four digits of the card charged; only when succeeded.
   */
  cardLast4?: string;
}
