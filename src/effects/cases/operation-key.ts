import type { CaseCreate } from '../../gateway';

/**
 * The X-Operation-Key of one case creation: a SHA-256 of who and what is sent. Send pressed again after a lost
 * answer, a retry, or a reload of the review sends the same key, so the gateway answers with the first case instead
 * of creating a second; changing any answer makes a new key.
 */
export async function caseOperationKey(customerId: string, body: CaseCreate): Promise<string> {
  const text = JSON.stringify([customerId, body]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `case-${hex}`;
}
