import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { payloadTooLarge } from '../errors';
import type { GatewayEnv } from '../gateway-env';

/** Every JSON call except uploads: far more than any form a resident fills in. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** A document upload: 20,000,000 bytes of media as base64 (4/3 larger) plus its metadata. */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil((20_000_000 * 4) / 3) + 64 * 1024;

const uploadPath = /\/works-orders\/[^/]+\/documents$/;

/**
 * Refuses an oversized body before it is read (SEC-13), so a 30 MB "photo" costs the gateway nothing; the
 * document route still checks the decoded media against its own 20,000,000-byte limit.
 */
export function requestSize(): MiddlewareHandler<GatewayEnv> {
  const forJson = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: () => { throw payloadTooLarge(MAX_JSON_BODY_BYTES); } });
  const forUpload = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: () => { throw payloadTooLarge(MAX_UPLOAD_BODY_BYTES); } });
  return async (c, next) => (uploadPath.test(c.req.path) ? forUpload : forJson)(c, next);
}
