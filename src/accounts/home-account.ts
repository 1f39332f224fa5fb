import type { Account } from '../gateway';

/** Accounts the resident cannot pay into: a deposit (portal.md §6), and a historical account of an ended home. */
const NOT_FOR_THE_BALANCE_CARD = new Set(['DEP', 'HOM']);

/**
 * The account the home page's balance card shows for a tenancy (portal.md §2: "the selected tenancy's account
 * balance"): the tenancy's first account that is not a deposit or a historical one, else its first account; none
 * when the tenancy has no account.
 */
export function homeAccountOf(accounts: readonly Account[], tenancyId: string): Account | undefined {
  const own = accounts.filter((account) => account['tenancy-identifier'] === tenancyId);
  return own.find((account) => !NOT_FOR_THE_BALANCE_CARD.has(account['account-type'].trim().toUpperCase())) ?? own[0];
}

/** The live balance of an account in pounds as the gateway wrote it, or null when it gives none. */
export function liveBalanceOf(account: Account): number | null {
  const live = account.balance.find((balance) => /live/i.test(balance['balance-type'])) ?? account.balance[0];
  return live ? live['monetary-amount'].value : null;
}
