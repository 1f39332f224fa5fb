import { describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { ALICE, insertGatewayFixtures, NOBODY, TOKENS } from './fixtures';
import { createTestGateway, readErrorBody } from './test-gateway';

const gateway = () => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });

describe('gateway authentication and common answers', () => {
  it('refuses a call without a bearer token with 401 Unauthorised', async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}`);
    expect(res.status).toBe(401);
    const body = await readErrorBody(res);
    expect(body.title).toBe('Unauthorised');
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
  });

  it('refuses an invalid or expired token with 401', async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}`, { token: 'forged-token' });
    expect(res.status).toBe(401);
    expect((await readErrorBody(res)).title).toBe('Unauthorised');
    expect(res.headers.get('WWW-Authenticate')).toContain('invalid_token');
  });

  it('refuses a valid token without a subscription key with 401, as API Management does', async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}`, {
      token: ALICE.token,
      headers: { 'Ocp-Apim-Subscription-Key': null },
    });
    expect(res.status).toBe(401);
    expect((await readErrorBody(res)).errors[0]?.message).toMatch(/subscription key/i);
  });

  it('never lets the subscription key stand in for a token', async () => {
    const res = await gateway().call('/configuration/IsMyMessagesRequired');
    expect(res.status).toBe(401);
  });

  it('echoes the X-Correlation-Id the client sent, on success and on error', async () => {
    const { call } = gateway();
    const ok = await call('/configuration/IsMyMessagesRequired', {
      token: ALICE.token,
      headers: { 'X-Correlation-Id': 'd3b07384-d9a0-4c1e-8a3e-1f7f6c1f0a11' },
    });
    expect(ok.headers.get('X-Correlation-Id')).toBe('d3b07384-d9a0-4c1e-8a3e-1f7f6c1f0a11');
    const denied = await call('/configuration/IsMyMessagesRequired', {
      headers: { 'X-Correlation-Id': 'd3b07384-d9a0-4c1e-8a3e-1f7f6c1f0a12' },
    });
    expect(denied.headers.get('X-Correlation-Id')).toBe('d3b07384-d9a0-4c1e-8a3e-1f7f6c1f0a12');
    expect((await readErrorBody(denied)).correlationId).toBe('d3b07384-d9a0-4c1e-8a3e-1f7f6c1f0a12');
  });

  it('gives a new correlation id when the client sent none', async () => {
    const res = await gateway().call('/configuration/IsMyMessagesRequired', { token: ALICE.token });
    expect(res.headers.get('X-Correlation-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks every answer no-store and nosniff', async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}`, { token: ALICE.token });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers an unknown route with 404 in the error format', async () => {
    const res = await gateway().call('/no-such-thing', { token: ALICE.token });
    expect(res.status).toBe(404);
    expect((await readErrorBody(res)).title).toBe('Not Found');
  });

  it('turns an unexpected failure into 500 Server Error without leaking the cause', async () => {
    const { app, call } = gateway();
    app.get(`${API_PREFIX}/explode`, () => {
      throw new Error('SQLITE_CORRUPT: secret table users at /srv/sandbox.db');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('/explode', { token: ALICE.token });
    log.mockRestore();
    expect(res.status).toBe(500);
    const text = await res.clone().text();
    expect(text).not.toMatch(/SQLITE|secret|\/srv|at /);
    expect((await readErrorBody(res)).title).toBe('Server Error');
  });

  it('logs out with 204 for a signed-in caller, even one without a customer', async () => {
    const res = await gateway().call('/logout', { method: 'DELETE', token: NOBODY.token });
    expect(res.status).toBe(204);
  });

  it('refuses logout without a token', async () => {
    const res = await gateway().call('/logout', { method: 'DELETE' });
    expect(res.status).toBe(401);
  });
});
