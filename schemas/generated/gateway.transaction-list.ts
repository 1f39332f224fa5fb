/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /accounts/{id}/transactions: one page of the account's transactions, newest first (portal.md §3 "Transaction", §7). Query: Limit and Skip (or pageNumber, from 1, and pageSize), DateFrom and DateTo (YYYY-MM-DD, inclusive, London days), searchText (in the description) and TransactionType (All, Payments, Charges, Adjustments). totalCount counts every match, not only this page.
 */
export interface TransactionList {
  transactions: Transaction[];
  totalCount: number;
}
/**
 * This interface was referenced by `TransactionList`'s JSON-Schema
 * via the `definition` "Transaction".
 */
export interface Transaction {
  'transaction-identifier': string;
  'account-identifier'?: string;
  'transaction-description': string;
  /**
   * Payment, Charge or Adjustment (the filter's Payments, Charges, Adjustments).
   */
  'transaction-type'?: 'Payment' | 'Charge' | 'Adjustment';
  /**
   * CR a credit (the credit column), DR a debit (the debit column).
   */
  'payment-code': 'CR' | 'DR';
  /**
   * gross.value is the amount, always positive: payment-code says which way it went.
   */
  amount: {
    gross: Amount;
  };
  dates: {
    /**
     * ISO date-time (UTC).
     */
    'transaction-date': string;
    /**
     * ISO date-time (UTC).
     */
    'created-date': string;
  };
  'running-balance': Amount;
  statuses: {
    'is-posted': boolean;
  };
}
/**
 * This interface was referenced by `TransactionList`'s JSON-Schema
 * via the `definition` "Amount".
 */
export interface Amount {
  /**
   * Pounds. A running balance above zero is arrears.
   */
  value: number;
}
