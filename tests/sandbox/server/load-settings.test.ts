import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../../sandbox/server/load-settings';
import { portalConfig } from '../../../sandbox/server/portal-config';
import { contentSecurityPolicy, securityHeaders } from '../../../sandbox/server/security-headers';

describe('settings', () => {
  it('defaults to everything on http://127.0.0.1:8080', () => {
    const settings = loadSettings({});
    expect(settings.publicOrigin).toBe('http://127.0.0.1:8080');
    expect(settings.gatewayBaseUrl).toBe('http://127.0.0.1:8080/customerselfserve/api/v1');
    expect(settings.idpAuthority).toBe('http://127.0.0.1:8080/oidc');
    expect(settings.testMode).toBe(false);
    expect(settings.idleTimeoutMs).toBe(1_500_000);
    expect(settings.idleCountdownMs).toBe(300_000);
  });

  it('follows PORT and points the portal at real systems by configuration', () => {
    const settings = loadSettings({
      PORT: '9000',
      GATEWAY_BASE_URL: 'https://api.example-association.org.uk/customerselfserve/api/v1/',
      IDP_AUTHORITY: 'https://login.example-association.org.uk/tenant/policy',
      PAYMENT_GATEWAY_URL: 'https://pay.example.net/embedded',
    });
    const config = portalConfig(settings);
    expect(config.gatewayBaseUrl).toBe('https://api.example-association.org.uk/customerselfserve/api/v1');
    expect(config.idp.authority).toBe('https://login.example-association.org.uk/tenant/policy');
    expect(config.idp.redirectUri).toBe('http://127.0.0.1:9000/customer360View');
    expect(config.idp.postLogoutRedirectUri).toBe('http://127.0.0.1:9000/startpage');
    expect(contentSecurityPolicy(settings)).toContain(
      "connect-src 'self' https://api.example-association.org.uk https://login.example-association.org.uk",
    );
    expect(contentSecurityPolicy(settings)).toContain('frame-src https://pay.example.net');
  });

  it('refuses bad values at start-up with the setting named', () => {
    expect(() => loadSettings({ PORT: 'eighty' })).toThrow(SettingsError);
    expect(() => loadSettings({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadSettings({ SANDBOX_TEST_MODE: 'maybe' })).toThrow(/SANDBOX_TEST_MODE/);
    expect(() => loadSettings({ GATEWAY_BASE_URL: 'not a url' })).toThrow(/GATEWAY_BASE_URL/);
  });
});

describe('telemetry and heat-map settings (decision 0060)', () => {
  it('sends events to the sandbox collector and offers the stand-in heat-map on the other loopback site by default', () => {
    const settings = loadSettings({});
    expect(settings.telemetryUrl).toBe('http://127.0.0.1:8080/otlp/v1/logs');
    expect(settings.heatmapScriptUrl).toBe('http://localhost:8080/heatmap-sandbox/heatmap.js');
    const csp = contentSecurityPolicy(settings);
    expect(csp).toContain("script-src 'self' http://localhost:8080;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8080 http://localhost:8080;");
  });

  it('lets the CSP name exactly the configured collector, and the heat-map only when there is one', () => {
    const settings = loadSettings({
      TELEMETRY_URL: 'https://otel.example-association.org.uk:4318/v1/logs',
      HEATMAP_SCRIPT_URL: 'none',
    });
    expect(portalConfig(settings).telemetryUrl).toBe('https://otel.example-association.org.uk:4318/v1/logs');
    expect(portalConfig(settings).heatmapScriptUrl).toBeNull();
    const csp = contentSecurityPolicy(settings);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8080 https://otel.example-association.org.uk:4318;");
  });

  it('has no heat-map without the sandbox services unless one is configured, and no events with TELEMETRY_URL=none', () => {
    const real = loadSettings({ SANDBOX_SERVICES: 'false', TELEMETRY_URL: 'none' });
    expect(real.heatmapScriptUrl).toBeNull();
    expect(real.telemetryUrl).toBeNull();
    const configured = loadSettings({
      SANDBOX_SERVICES: 'false',
      HEATMAP_SCRIPT_URL: 'https://static.heatmap.test/s.js',
    });
    expect(contentSecurityPolicy(configured)).toContain("script-src 'self' https://static.heatmap.test;");
    expect(() => loadSettings({ TELEMETRY_URL: 'collector' })).toThrow(/TELEMETRY_URL/);
  });
});

describe('security headers', () => {
  const csp = contentSecurityPolicy(loadSettings({ HEATMAP_SCRIPT_URL: 'none' }));

  it('allows scripts and styles from the portal only: no unsafe-inline, no unsafe-eval', () => {
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('blocks plugins, base-tag hijacking and framing of the portal', () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends nosniff and a referrer policy, and HSTS only over https', () => {
    const plain = securityHeaders(loadSettings({}));
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    const https = securityHeaders(loadSettings({ PUBLIC_ORIGIN: 'https://portal.example.org' }));
    expect(https['Strict-Transport-Security']).toContain('max-age=31536000');
  });
});
