import type { GatewayContext } from './gateway-env';
import { etagOf } from './etag';

/**
 * Answers a GET (or a write returning the new state) with its representation and a strong ETag header.
 * Pass `etag` when the representation embeds its own eTag field, so header and body agree.
 */
export function jsonWithETag(
  c: GatewayContext,
  representation: unknown,
  etag = etagOf(representation),
  status: 200 | 201 = 200,
): Response {
  c.header('ETag', etag);
  return c.json(representation, status);
}
