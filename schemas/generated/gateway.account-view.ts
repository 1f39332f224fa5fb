/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /accounts/{id}: one account's live balance and its last payment (portal.md §3 "Account (account view)", §7 "Balance by payment reference"). {id} is the account-identifier of the accounts list, as for its transactions (decision 0034). pendingPayments: the card payments made through the portal that the finance system has not posted yet (decision 0037).
 */
export interface AccountView {
  /**
   * The account's identifier in the association's finance system.
   */
  AccountNumber: string;
  /**
   * The payment reference a resident quotes when paying.
   */
  Payref: string;
  /**
   * REN, FD5, MJW, GRD, DEP, HOM or another code (rules/account-type-names.json names them).
   */
  AccountType: string;
  /**
   * The numbers the account is known by. Entries that are 0 are placeholders: the portal drops them and shows the rest in ascending order.
   */
  DisplayNumber: string[];
  /**
   * Pounds; above zero is in arrears.
   */
  LiveBalance: number;
  /**
   * "in arrears", "in credit" or "" for a zero balance, as the finance system words it.
   */
  LiveBalanceType: string;
  /**
   * The last payment's amount in pounds; absent when nothing has been paid in.
   */
  lastTransactionBalance?: number;
  /**
   * The last payment's date and time (ISO 8601); absent with it.
   */
  lastTransactionDate?: string;
  /**
   * Card payments made through the portal in the last 7 days, newest first, which the finance system has not posted yet: LiveBalance does not include them (decision 0037). The sandbox always sends it, empty when there are none; a gateway that leaves it out has none to show.
   */
  pendingPayments?: PendingPayment[];
}
/**
 * One succeeded card payment attempt not yet posted to the account.
 *
 * This interface was referenced by `AccountView`'s JSON-Schema
 * via the `definition` "PendingPayment".
 */
export interface PendingPayment {
  /**
   * The payment attempt (GET /payment-attempts/{attemptId}).
   */
  attemptId: string;
  /**
   * Pounds, e.g. 50 for £50.00.
   */
  amount: number;
  /**
   * When the payment succeeded (ISO 8601, UTC).
   */
  paidAt: string;
  /**
   * The payment provider's reference of the payment.
   */
  transactionReference: string;
}
