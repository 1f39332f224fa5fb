import type { FinancialEnquiry } from '../../gateway';

/**
 * The X-Operation-Key of one submission: a SHA-256 of who, which account and what is sent. Pressing Submit again
 * after a lost answer, a retry, or a reload of the review page sends the same key, so the gateway replays the
 * first answer instead of creating a second enquiry; changing any answer makes a new key. An identical enquiry
 * sent again within the gateway's 24 hours counts as the same one.
 */
export async function enquiryOperationKey(
  customerId: string,
  accountId: string,
  enquiry: FinancialEnquiry,
): Promise<string> {
  const text = JSON.stringify([customerId, accountId, enquiry]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `financial-enquiry-${hex}`;
}
