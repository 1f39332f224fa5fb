import { PAYMENT_DETAILS_PATH, PAYMENT_GATEWAY_PATH, PAYMENT_RESULT_PATH } from '../../../shared/paths';

// Built here rather than in src/shared/paths.ts: only the accounts pages link to payment pages, and the first download
// of every page carries src/shared/paths.ts.

/** The amount page of an account; the account travels in the address, so a reload keeps it (decision 0037). */
export function paymentDetailsPath(accountId: string): string {
  return `${PAYMENT_DETAILS_PATH}?${new URLSearchParams({ account: accountId }).toString()}`;
}

/** The card payment page and the result of one payment attempt: the attempt travels in the address (decision 0037). */
export function paymentGatewayPath(attemptId: string): string {
  return `${PAYMENT_GATEWAY_PATH}?${new URLSearchParams({ attempt: attemptId }).toString()}`;
}

export function paymentResultPath(attemptId: string): string {
  return `${PAYMENT_RESULT_PATH}?${new URLSearchParams({ attempt: attemptId }).toString()}`;
}
