import type { MiddlewareHandler } from 'hono';
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
function declaredLength(c: Parameters<MiddlewareHandler<GatewayEnv>>[0]): number | undefined {
  if (c.req.header('Transfer-Encoding') !== undefined) return undefined;
  const value = c.req.header('Content-Length');
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/**
 * Refuses an oversized body before it is read (SEC-13), so a 30 MB "photo" costs the gateway nothing; the
 * document route still checks the decoded media against its own 20,000,000-byte limit.
 *
 * A declared length over the limit is refused without touching the body. A body without one (chunked) is counted
 * as it is read and refused once it passes the limit. Either way the 413 is a keep-alive answer: the rest of the
 * body is read and dropped by the server (sandbox/server/gateway-listener.ts) so the client's next request on the
 * connection works, unless the body is declared larger than that server will drain; then the answer says
 * `Connection: close`, so the client opens a new connection instead of reusing this one.
 */
export function requestSize(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const maxBytes = uploadPath.test(c.req.path) ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES;
    const declared = declaredLength(c);
    if (declared !== undefined) {
      if (declared <= maxBytes) return next();
      throw payloadTooLarge(maxBytes, declared > MAX_DISCARDED_BODY_BYTES ? { Connection: 'close' } : {});
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Not cancelled: cancelling would destroy the request and with it the connection. The server drains it.
        reader.releaseLock();
        throw payloadTooLarge(maxBytes);
      }
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}
