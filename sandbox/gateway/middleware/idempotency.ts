import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { badRequest, conflict, unprocessable } from '../errors';
import type { GatewayEnv } from '../gateway-env';
import type { IdempotencyStore } from '../idempotency-store';

const replayedHeaders = ['Content-Type', 'Location', 'ETag'];

/**
 * POST idempotency by X-Operation-Key (SEC-16), per caller: the same key with the same request replays the
 * first answer's status and body without running the handler again; a different request under that key → 422;
 * a retry while the first is still running → 409. Only successful answers are kept: a failed POST had no
 * effect, so running it again is safe and lets the resident recover. POSTs without the header run normally
 * (searches and eligibility checks are POSTs that change nothing).
 */
export function idempotency(store: IdempotencyStore): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const key = c.req.header('X-Operation-Key');
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw badRequest([
        { field: 'X-Operation-Key', code: 'pattern', message: 'must be 1 to 255 visible ASCII characters' },
      ]);
    }
    const scope = c.get('subject');
    const url = new URL(c.req.url);
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${url.pathname}${url.search}\n`)
      .update(await c.req.text())
      .digest('base64url');
    const found = store.begin(scope, key, fingerprint);
    if (found.kind === 'mismatch') {
      throw unprocessable([
        {
          field: 'X-Operation-Key',
          code: 'reused',
          message: 'This operation key was already used for a different request.',
        },
      ]);
    }
    if (found.kind === 'in-flight')
      throw conflict('A request with this operation key is still being processed. Try again shortly.');
    if (found.kind === 'replay') {
      const headers = new Headers(found.response.headers);
      headers.set('Idempotent-Replayed', 'true');
      return new Response(found.response.body, { status: found.response.status, headers });
    }
    try {
      await next();
    } finally {
      if (c.res.status < 400) {
        const headers: [string, string][] = [];
        for (const name of replayedHeaders) {
          const value = c.res.headers.get(name);
          if (value !== null) headers.push([name, value]);
        }
        store.complete(scope, key, fingerprint, { status: c.res.status, body: await c.res.clone().text(), headers });
      } else {
        store.release(scope, key);
      }
    }
  };
}
