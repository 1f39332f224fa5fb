/**
 * Headers for every HTML page the identity provider serves: nothing inline is allowed, forms may post only to
 * the identity provider itself and (after redirects) the portal, and no one may frame the pages.
 * Referrer-Policy is same-origin rather than no-referrer because no-referrer makes browsers send `Origin: null`
 * on same-origin form posts, which the interaction routes check.
 */
export function pageSecurityHeaders(portalOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `form-action 'self' ${portalOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
