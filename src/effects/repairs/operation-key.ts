/**
 * An X-Operation-Key for a POST that must not happen twice: `<kind>-` and a SHA-256 of the resident, the request
 * and the minute. The same request sent again within the minute (a Continue pressed again after a lost answer, or a
 * retry) replays the first answer instead of acting twice; the same request made again later is a new one. The body
 * must be the same for a replay, so whatever the key covers is all that may vary in it.
 */
export async function minuteOperationKey(
  kind: string,
  customerId: string,
  request: unknown,
  now: Date,
): Promise<string> {
  const minute = Math.floor(now.getTime() / 60_000);
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify([customerId, request, minute])),
  );
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${kind}-${hex}`;
}

/**
 * The key of a draft creation (request: the report's id and the draft): the same repair reported again is a new draft.
 */
export function draftOperationKey(customerId: string, body: unknown, now: Date): Promise<string> {
  return minuteOperationKey('repair-draft', customerId, body, now);
}
