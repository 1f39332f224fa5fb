/**
 * The X-Operation-Key of a draft creation: a SHA-256 of the resident, what the draft is for and the minute. A Continue
 * pressed again after a lost answer (or a retry) within the minute replays the first creation instead of making a
 * second draft; the same repair started again later is a new draft.
 */
export async function draftOperationKey(customerId: string, body: unknown, now: Date): Promise<string> {
  const minute = Math.floor(now.getTime() / 60_000);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([customerId, body, minute])));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `repair-draft-${hex}`;
}
