/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /user/{customerId}/token?attemptId=… (portal.md §3 "Gateway token response", §7; decision 0037): what the portal posts to the payment page with customerReference, amount and paymentReason Rent. The token is bound to the attempt (its customer, account, reference, amount and reason), is used once and lives 15 minutes; asking again while the attempt is created gives a new token and the old one stops working; once the attempt has started the call is 409 attempt-started. Sent with Cache-Control: no-store.
 */
export interface PaymentToken {
  /**
   * The one-use token for the payment page's hidden form.
   */
  'bearer-token': string;
  /**
   * The association's client code at the payment provider.
   */
  'client-code': string;
}
