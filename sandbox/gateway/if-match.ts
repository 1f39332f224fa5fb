import { preconditionFailed, preconditionRequired } from './errors';
import type { GatewayContext } from './gateway-env';

/**
 * Lost-update protection for PUT, PATCH and DELETE (RFC 9110 §13.1.1, RFC 6585 §3). Call it with the ETag of
 * the current representation before changing anything.
 * - missing header → 428; `*` also → 428, because "any version" defeats the protection the header exists for;
 * - no listed tag equal to the current one (strong comparison, so weak `W/` tags never match) → 412.
 */
export function requireIfMatch(c: GatewayContext, currentEtag: string): void {
  const header = c.req.header('If-Match')?.trim();
  if (!header || header === '*') throw preconditionRequired();
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) throw preconditionRequired();
  if (!tags.includes(currentEtag)) throw preconditionFailed();
}
