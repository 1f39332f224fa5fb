/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /accounts/{accountId}/payment-attempts body (decision 0037): a card payment the resident is about to make, created before any gateway token exists. X-Operation-Key is required (400 without it): the same key and body answer the same attempt, the same key with another body is 422 reused. 422 not-payable for a deposit account, amount for an amount outside 1.00–5000.00, paymentReference for a reference that is not the account's.
 */
export interface PaymentAttemptCreate {
  /**
   * Pounds with exactly two decimals, no £ and no commas (portal.md §3 "Gateway token response": amount with 2 decimals), e.g. "50.00". From 1.00 to 5000.00 (422 amount).
   */
  amount: string;
  /**
   * The account's Payref (GET /accounts/{id}), which the payment page receives as customerReference (422 paymentReference when it is not this account's).
   */
  paymentReference: string;
}
