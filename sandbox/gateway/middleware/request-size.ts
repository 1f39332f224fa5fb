import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { payloadTooLarge } from '../errors';
import type { GatewayEnv } from '../gateway-env';

/** Every JSON call except uploads: far more than any form a resident fills in. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** A document upload: 20,000,000 bytes of media as base64 (4/3 larger) plus its metadata. */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil((20_000_000 * 4) / 3) + 64 * 1024;
/**
 * The most of a refused body the server reads and throws away so the connection can carry the client's next
 * request (sandbox/server/gateway-listener.ts). A body declared larger is answered with `Connection: close`.
 */
export const MAX_DISCARDED_BODY_BYTES = 2 * MAX_UPLOAD_BODY_BYTES;

const uploadPath = /\/works-orders\/[^/]+\/documents$/;

/** Content-Length as a number, when the request declares one (and no transfer coding overrides it). */
function declaredLength(c: Context): number | undefined {
  if (c.req.header('Transfer-Encoding') !== undefined) return undefined;
  const value = c.req.header('Content-Length');
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/**
 * Refuses an oversized body before it is read (SEC-13), so a 30 MB "photo" costs the gateway nothing; the
 * document route still checks the decoded media against its own 20,000,000-byte limit. Hono's own body-limit
 * middleware does the counting (decision 0067): a declared length over the limit is refused without touching the
 * body, a body without one (chunked) is counted as it is read and refused once it passes the limit. Ours is the choice
 * of limit by route and the answer: the gateway's 413, a keep-alive answer whose unread rest the server reads and drops
 * (sandbox/server/gateway-listener.ts) so the client's next request on the connection works, unless the body is
 * declared larger than that server will drain; then it says `Connection: close`, so the client opens a new one.
 */
export function requestSize(): MiddlewareHandler<GatewayEnv> {
  const limit = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => {
        const declared = declaredLength(c) ?? 0;
        throw payloadTooLarge(maxBytes, declared > MAX_DISCARDED_BODY_BYTES ? { Connection: 'close' } : {});
      },
    });
  const json = limit(MAX_JSON_BODY_BYTES);
  const upload = limit(MAX_UPLOAD_BODY_BYTES);
  return (c, next) => (uploadPath.test(c.req.path) ? upload : json)(c, next);
}
