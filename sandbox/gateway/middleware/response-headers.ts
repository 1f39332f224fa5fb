import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
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

/**
 * The headers by Hono's own secure-headers middleware (decision 0067), set to the gateway's exactly: its other
 * defaults are for pages (a Cross-Origin-Resource-Policy of same-origin would keep the portal's <img> of a repair's
 * photo from the gateway on another origin), and Cache-Control is no security header, so it is set here.
 */
export function responseHeaders(): MiddlewareHandler<GatewayEnv> {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: GATEWAY_RESPONSE_HEADERS['Referrer-Policy'],
    xContentTypeOptions: true,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return async (c, next) => {
    await secure(c, next);
    c.res.headers.set('Cache-Control', GATEWAY_RESPONSE_HEADERS['Cache-Control'] ?? 'no-store');
  };
}
