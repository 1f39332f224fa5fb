import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalServer } from '../../../sandbox/server/create-portal-server';
import { loadSettings, SettingsError } from '../../../sandbox/server/load-settings';
import { isServedBy, otherLoopbackOrigin } from '../../../sandbox/server/loopback-origin';
import { portalConfig } from '../../../sandbox/server/portal-config';
import { contentSecurityPolicy } from '../../../sandbox/server/security-headers';

// Decision 0037: the sandbox payment page is on another site than the portal (the other loopback name, same port),
// served by the portal's own process, and the portal's CSP names exactly its origin for frames and form posts.

describe("the payment page's default address", () => {
  it("is the other loopback name on the portal's port", () => {
    expect(loadSettings({}).paymentGatewayUrl).toBe('http://localhost:8080/payment-sandbox');
    expect(loadSettings({ PORT: '9000' }).paymentGatewayUrl).toBe('http://localhost:9000/payment-sandbox');
    expect(loadSettings({ PUBLIC_ORIGIN: 'http://localhost:9000' }).paymentGatewayUrl).toBe(
      'http://127.0.0.1:9000/payment-sandbox',
    );
    expect(loadSettings({ HOST: 'localhost', PORT: '7000' }).paymentGatewayUrl).toBe(
      'http://127.0.0.1:7000/payment-sandbox',
    );
  });

  it("is the portal's own origin on any other host, and PAYMENT_GATEWAY_URL overrides it", () => {
    expect(loadSettings({ PUBLIC_ORIGIN: 'https://portal.example.org' }).paymentGatewayUrl).toBe(
      'https://portal.example.org/payment-sandbox',
    );
    expect(loadSettings({ PAYMENT_GATEWAY_URL: 'https://pay.example.net/embedded' }).paymentGatewayUrl).toBe(
      'https://pay.example.net/embedded',
    );
    expect(portalConfig(loadSettings({})).paymentGatewayUrl).toBe('http://localhost:8080/payment-sandbox');
  });

  it('is named exactly in frame-src and form-action', () => {
    const csp = contentSecurityPolicy(loadSettings({}));
    expect(csp).toContain('; frame-src http://localhost:8080;');
    expect(csp).toContain("; form-action 'self' http://127.0.0.1:8080 http://localhost:8080;");
    const swapped = contentSecurityPolicy(loadSettings({ PUBLIC_ORIGIN: 'http://localhost:8080' }));
    expect(swapped).toContain('; frame-src http://127.0.0.1:8080;');
  });

  it('swaps only the two loopback names, and a server answers for both on its port', () => {
    expect(otherLoopbackOrigin('http://127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(otherLoopbackOrigin('http://localhost:8080/x')).toBe('http://127.0.0.1:8080');
    expect(otherLoopbackOrigin('http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(isServedBy('http://127.0.0.1:8080', 'http://localhost:8080/payment-sandbox')).toBe(true);
    expect(isServedBy('http://127.0.0.1:8080', 'http://127.0.0.1:8080/payment-sandbox')).toBe(true);
    expect(isServedBy('http://127.0.0.1:8080', 'http://localhost:8081/payment-sandbox')).toBe(false);
    expect(isServedBy('http://127.0.0.1:8080', 'https://localhost:8080/payment-sandbox')).toBe(false);
    expect(isServedBy('https://portal.example.org', 'https://pay.example.net/embedded')).toBe(false);
  });
});

describe('the portal server', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'payment-site-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
  }

  it('serves the payment page at its other-site address', async () => {
    const port = await freePort();
    const settings = loadSettings({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:' }, { dev: false });
    const portal = await createPortalServer(settings, { distDir: dist });
    await new Promise<void>((resolve) => portal.server.listen(port, '127.0.0.1', resolve));
    try {
      // The frame's address is localhost; the server listens on 127.0.0.1 and routes by path, so either name reaches
      // it.
      const res = await fetch(`http://127.0.0.1:${port}/payment-sandbox`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: `localhost:${port}` },
        body: 'amount=50.00',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors http://127.0.0.1:${port}`);
      expect(await res.text()).toContain('This payment cannot be taken');
      const config = (await (await fetch(`http://127.0.0.1:${port}/config.json`)).json()) as {
        paymentGatewayUrl: string;
      };
      expect(config.paymentGatewayUrl).toBe(`http://localhost:${port}/payment-sandbox`);
    } finally {
      await portal.close();
    }
  });

  it('refuses to run the payment page without the sandbox gateway whose tokens it takes', async () => {
    const settings = loadSettings(
      { PORT: '0', DATA_DIR: ':memory:', GATEWAY_BASE_URL: 'https://api.example.org/customerselfserve/api/v1' },
      { dev: false },
    );
    await expect(createPortalServer(settings, { distDir: dist })).rejects.toThrow(SettingsError);
  });
});
