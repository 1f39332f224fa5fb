import type { Settings } from './load-settings';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The portal's Content-Security-Policy: scripts and styles only from the portal's own origin (validators are
 * precompiled, so no 'unsafe-eval' is needed), API calls only to the gateway and identity provider, and frames
 * only from the payment gateway. See docs/decisions/0004-strict-content-security-policy.md.
 */
export function contentSecurityPolicy(settings: Settings): string {
  const self = "'self'";
  const gateway = originOf(settings.gatewayBaseUrl);
  const idp = originOf(settings.idpAuthority);
  const payment = originOf(settings.paymentGatewayUrl);
  // Exactly the collector's origin, and the heat-map's only when one is configured (decision 0060).
  const telemetry = settings.telemetryUrl ? [originOf(settings.telemetryUrl)] : [];
  const heatmap = settings.heatmapScriptUrl ? [originOf(settings.heatmapScriptUrl)] : [];
  const unique = (...values: string[]) => [...new Set(values)].join(' ');
  const directives = [
    `default-src ${self}`,
    `script-src ${unique(self, ...heatmap)}`,
    `style-src ${self}`,
    `img-src ${self} blob: data:`,
    `media-src ${self} blob:`,
    `font-src ${self}`,
    `connect-src ${unique(self, gateway, idp, ...telemetry, ...heatmap)}`,
    `frame-src ${unique(payment)}`,
    `form-action ${unique(self, idp, payment)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (settings.publicOrigin.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers every portal page carries (ASVS 3.4.x: CSP, nosniff, referrer policy, framing, isolation). */
export function securityHeaders(settings: Settings): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  };
  if (settings.publicOrigin.startsWith('https:')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
