// Apart from transactions.ts, whose call loads with its first use (lazyCalls), so the filter can list the options
// without it.

/** The transactions filter's options (portal.md §2, §9). */
export const TRANSACTION_TYPES = ['All', 'Payments', 'Charges', 'Adjustments'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
