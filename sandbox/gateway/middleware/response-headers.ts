import type { MiddlewareHandler } from 'hono';
import type { GatewayEnv } from '../gateway-env';

/**
 * What every gateway answer carries. Personal data is never cached by browsers or proxies, and never sniffed into
 * another type. An answer is data, never a page: the Content-Security-Policy lets it load nothing, set no base address,
 * post no form and be framed by nobody (so a JSON body opened as a document can run nothing; the pages' hardening,
 * sandbox/server/security-headers.ts), and no Referer leaves from it.
 */
export const GATEWAY_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // object-src and base-uri are named although default-src covers the first and a JSON body has no <base>: scanners
  // and reviewers check for them by name, and they hold should an answer ever be read as HTML.
  'Content-Security-Policy':
    "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

export function responseHeaders(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(GATEWAY_RESPONSE_HEADERS)) {
      // The one page the sandbox serves (/__sandbox/toggles, decision 0063) sets its own policy: it posts its form.
      if (name === 'Content-Security-Policy' && c.get('pagePolicy') === true) continue;
      c.res.headers.set(name, value);
    }
  };
}
