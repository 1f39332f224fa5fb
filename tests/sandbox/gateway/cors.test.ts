import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { ALICE, insertGatewayFixtures, TOKENS } from './fixtures';
import { ALLOWED_ORIGIN, createTestGateway } from './test-gateway';

const gateway = () => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });

const preflight = (origin: string) =>
  gateway().app.request(`${API_PREFIX}/customers/${ALICE.customerId}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'authorization, if-match, content-type',
    },
  });

describe('CORS', () => {
  it('answers a preflight from an allowed origin with that exact origin and the client headers', async () => {
    const res = await preflight(ALLOWED_ORIGIN);
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    const allowHeaders = (res.headers.get('Access-Control-Allow-Headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(allowHeaders.sort()).toEqual(
      [
        'authorization',
        'ocp-apim-subscription-key',
        'x-channel',
        'x-correlation-id',
        'x-session-id',
        'x-agent-id',
        'cache-control',
        'content-type',
        'if-match',
        'x-operation-key',
      ].sort(),
    );
    expect(res.headers.get('Vary')).toContain('Origin');
  });

  it('gives a preflight from any other origin no CORS headers', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Access-Control-Allow-Methods')).toBeNull();
    expect(res.headers.get('Access-Control-Allow-Headers')).toBeNull();
  });

  it('exposes ETag, Location and X-Correlation-Id to an allowed origin, and nothing to another', async () => {
    const { call } = gateway();
    const allowed = await call(`/customers/${ALICE.customerId}`, {
      token: ALICE.token,
      headers: { Origin: ALLOWED_ORIGIN },
    });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('Access-Control-Expose-Headers')).toBe('ETag, Location, X-Correlation-Id');
    const refused = await call(`/customers/${ALICE.customerId}`, {
      token: ALICE.token,
      headers: { Origin: 'https://evil.example' },
    });
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(refused.headers.get('Access-Control-Expose-Headers')).toBeNull();
  });
});
