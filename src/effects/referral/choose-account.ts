import type { Account } from '../../gateway';

/** The customer has no account to raise the enquiry on; asking again will not change that. */
export class NoAccountError extends Error {
  readonly retryable = false;

  constructor() {
    super('the customer has no account to raise the financial enquiry on');
    this.name = 'NoAccountError';
  }
}

const RENT_ACCOUNT = 'REN';

/**
 * The account a financial enquiry is raised on: the rent account of the chosen property's tenancy, else another
 * account of that tenancy (a fixed-term tenancy's FTA debit, a leaseholder's ground rent), else the customer's
 * first account. Undefined when the customer has none.
 */
export function chooseEnquiryAccount(accounts: readonly Account[], tenancyId: string | undefined): Account | undefined {
  const ofTenancy =
    tenancyId === undefined ? [] : accounts.filter((account) => account['tenancy-identifier'] === tenancyId);
  return ofTenancy.find((account) => account['account-type'] === RENT_ACCOUNT) ?? ofTenancy[0] ?? accounts[0];
}
