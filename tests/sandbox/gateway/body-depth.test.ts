import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../../sandbox/gateway/error-response';
import type { GatewayEnv } from '../../../sandbox/gateway/gateway-env';
import { createSchemaValidator, readValidatedBody } from '../../../sandbox/gateway/schema-validator';
import { API_PREFIX, SANDBOX_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../sandbox/gateway/json-depth';
import { ALICE, insertGatewayFixtures, TOKENS } from './fixtures';
import { createTestGateway, readErrorBody } from './test-gateway';

// Issue 26 item 16: `[[[…]]]` 20,000 deep overflowed the stack of the body checks (500) on every write route.
const gateway = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write route the app has, contract and test controls, read from the app itself so none is left out. */
const writeRoutes = gateway.app.routes
  .filter((route) => WRITE_METHODS.has(route.method))
  .map((route) => ({ method: route.method, path: route.path.replace(/:([A-Za-z]+)/g, 'some-$1') }));

describe('how deep a body may nest', () => {
  it('finds the write routes (the contract and the test controls)', () => {
    expect(writeRoutes.filter((route) => route.path.startsWith(API_PREFIX)).length).toBeGreaterThanOrEqual(17);
    expect(writeRoutes.some((route) => route.path.startsWith(SANDBOX_PREFIX))).toBe(true);
  });

  it.each(writeRoutes)(
    '$method $path refuses a body 20,000 deep with 400 in the error shape',
    async ({ method, path }) => {
      const response = await gateway.app.request(path, {
        method,
        headers: {
          'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key',
          'X-Channel': 'CustomerSelfService',
          Authorization: `Bearer ${ALICE.token}`,
          'Content-Type': 'application/json',
          'If-Match': '"x"',
        },
        body: nested(20_000),
      });
      expect(response.status).toBe(400);
      expect((await readErrorBody(response)).errors).toEqual([expect.objectContaining({ field: '/', code: 'depth' })]);
    },
  );

  it('reads a body as deep as the bound, so ordinary bodies are judged by their schema as before', async () => {
    const response = await gateway.call('/works-orders/eligibilityoutcomes', {
      method: 'POST',
      token: ALICE.token,
      body: nested(MAX_JSON_DEPTH),
    });
    expect(response.status).toBe(400);
    expect((await readErrorBody(response)).errors.map((error) => error.code)).not.toContain('depth');
  });

  it('still asks for a token first', async () => {
    const response = await gateway.call('/works-orders', { method: 'POST', token: null, body: nested(20_000) });
    expect(response.status).toBe(401);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a \\" [[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(`[${JSON.stringify('"]]]]')},[[]]]`, 2)).toBe(true);
  });
});

describe('readValidatedBody without the middleware in front', () => {
  it('refuses a body too deep with 400 depth before walking it', async () => {
    const app = new Hono<GatewayEnv>();
    app.onError(errorHandler);
    app.post('/check', async (c) =>
      c.json(await readValidatedBody(c, createSchemaValidator(), 'work-order-note.schema.json')),
    );
    const response = await app.request('/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: nested(20_000),
    });
    expect(response.status).toBe(400);
    expect((await readErrorBody(response)).errors).toEqual([expect.objectContaining({ code: 'depth' })]);
  });
});
