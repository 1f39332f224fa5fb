import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { ALICE, insertGatewayFixtures, TOKENS } from './fixtures';
import { ALLOWED_ORIGIN, createTestGateway } from './test-gateway';

// Gateway answers are data, never pages (issue 12 item 21): each carries a Content-Security-Policy that lets it load
// nothing and be framed by nobody, and a Referrer-Policy that sends no Referer, whatever the status.

const gateway = () => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });

function expectApiHeaders(res: Response): void {
  expect(res.headers.get('Content-Security-Policy')).toBe(
    "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Cache-Control')).toBe('no-store');
}

describe('security headers on every gateway answer', () => {
  it('on a JSON answer', async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}`, { token: ALICE.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expectApiHeaders(res);
  });

  it('on JSON error answers: 401, 403, 404, 400 and 413', async () => {
    const { call } = gateway();
    const answers = [
      await call(`/customers/${ALICE.customerId}`),
      await call('/customers/cust-bob', { token: ALICE.token }),
      await call('/no-such-thing', { token: ALICE.token }),
      await call(`/customers/${ALICE.customerId}`, {
        method: 'PUT',
        token: ALICE.token,
        headers: { 'If-Match': '"x"' },
        body: '{not json',
      }),
      await call(`/customers/${ALICE.customerId}`, {
        method: 'PUT',
        token: ALICE.token,
        headers: { 'If-Match': '"x"' },
        body: JSON.stringify({ emailAddress: 'a'.repeat(2 * 1024 * 1024) }),
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([401, 403, 404, 400, 413]);
    for (const res of answers) expectApiHeaders(res);
  });

  it('on a CORS preflight and on the test controls', async () => {
    const gw = gateway();
    const preflight = await gw.app.request(`${API_PREFIX}/customers/${ALICE.customerId}`, {
      method: 'OPTIONS',
      headers: { Origin: ALLOWED_ORIGIN, 'Access-Control-Request-Method': 'PUT' },
    });
    expectApiHeaders(preflight);
    expectApiHeaders(await gw.app.request('/__sandbox/faults'));
  });
});
