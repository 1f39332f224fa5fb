/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /customers/{id}/accounts: every account the customer holds, on active and ended tenancies alike (the client filters), in the order the association holds them.
 */
export type Accounts = Account[];

/**
 * One account of the accounts list (portal.md §3 "Account (accounts list)").
 */
export interface Account {
  /**
   * REN rent, FD5 FTA debit (five-year fixed tenancy), MJW major works, GRD ground rent, DEP deposit, HOM historical home; other codes may appear.
   */
  'account-type': string;
  'account-identifier': string;
  identifiers: {
    'pay-ref': string;
  };
  /**
   * The tenancy the account belongs to.
   */
  'tenancy-identifier'?: string;
  'tenancy-type': string;
  balance: {
    /**
     * e.g. "live balanced".
     */
    'balance-type': string;
    'monetary-amount': {
      /**
       * Pounds; above zero is in arrears.
       */
      value: number;
    };
  }[];
  'last-transaction'?: {
    amount: {
      gross: {
        value: number;
      };
    };
    dates: {
      /**
       * ISO date-time
       */
      'created-date': string;
    };
  };
}
