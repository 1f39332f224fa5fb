import { VIEW_ACCOUNT_PATH } from '../../../shared/paths';
import { ACCOUNT_PARAM } from '../shared/use-chosen-account';

/** The account page of the account being paid into, so Back and "No" return to it as it was chosen. */
export const accountPagePath = (accountId: string) =>
  `${VIEW_ACCOUNT_PATH}?${new URLSearchParams({ [ACCOUNT_PARAM]: accountId }).toString()}`;
