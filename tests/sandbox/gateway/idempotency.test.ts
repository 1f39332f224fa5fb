import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { badRequest } from '../../../sandbox/gateway/errors';
import { IdempotencyStore } from '../../../sandbox/gateway/idempotency-store';
import { ALICE, BOB, insertGatewayFixtures, TOKENS } from './fixtures';
import { createTestGateway, readErrorBody } from './test-gateway';

/** A gateway with a test-only creating POST that counts how often it really ran. */
function gatewayWithCreateRoute(options: { hold?: Promise<void> } = {}) {
  const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
  const created: unknown[] = [];
  gw.app.post(`${API_PREFIX}/test-only/notes`, async (c) => {
    const body = (await c.req.json()) as { text?: string };
    if (!body.text) throw badRequest([{ field: '/text', code: 'required', message: 'is required' }]);
    await options.hold;
    const id = `note-${created.length + 1}`;
    created.push(body);
    c.header('Location', `${API_PREFIX}/test-only/notes/${id}`);
    return c.json({ id, text: body.text }, 201);
  });
  const post = (body: unknown, key: string | null, token: string = ALICE.token) =>
    gw.call('/test-only/notes', {
      method: 'POST',
      token,
      body,
      headers: key === null ? {} : { 'X-Operation-Key': key },
    });
  return { ...gw, created, post };
}

describe('POST idempotency by X-Operation-Key', () => {
  it('replays the first answer for the same key and body, without running the handler again', async () => {
    const gw = gatewayWithCreateRoute();
    const first = await gw.post({ text: 'Hello' }, 'key-1');
    const again = await gw.post({ text: 'Hello' }, 'key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(gw.created).toHaveLength(1);
  });

  it('answers 422 when the key is reused with a different body', async () => {
    const gw = gatewayWithCreateRoute();
    await gw.post({ text: 'Hello' }, 'key-1');
    const reused = await gw.post({ text: 'Something else' }, 'key-1');
    expect(reused.status).toBe(422);
    expect((await readErrorBody(reused)).title).toBe('Unprocessable Entity');
    expect(gw.created).toHaveLength(1);
  });

  it('keeps keys per caller: the same key from another account is a new request', async () => {
    const gw = gatewayWithCreateRoute();
    await gw.post({ text: 'Hello' }, 'shared-key');
    const bobs = await gw.post({ text: 'Hello' }, 'shared-key', BOB.token);
    expect(bobs.status).toBe(201);
    expect(gw.created).toHaveLength(2);
  });

  it('forgets a key after 24 hours', async () => {
    const gw = gatewayWithCreateRoute();
    await gw.post({ text: 'Hello' }, 'key-1');
    gw.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await gw.post({ text: 'Hello' }, 'key-1')).status).toBe(201);
    expect(gw.created).toHaveLength(2);
  });

  it('answers 409 to a retry while the first request is still running', async () => {
    let finish = () => {};
    const gw = gatewayWithCreateRoute({ hold: new Promise<void>((resolve) => (finish = resolve)) });
    const first = gw.post({ text: 'Hello' }, 'key-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const concurrent = await gw.post({ text: 'Hello' }, 'key-1');
    expect(concurrent.status).toBe(409);
    finish();
    expect((await first).status).toBe(201);
    expect(gw.created).toHaveLength(1);
  });

  it('lets a key be retried after a failed attempt, which changed nothing', async () => {
    const gw = gatewayWithCreateRoute();
    expect((await gw.post({}, 'key-1')).status).toBe(400);
    // The same key with the corrected body is not a "different body" conflict: the failure was not kept.
    expect((await gw.post({ text: 'Hello' }, 'key-1')).status).toBe(201);
  });

  it('runs POSTs without a key normally', async () => {
    const gw = gatewayWithCreateRoute();
    await gw.post({ text: 'Hello' }, null);
    await gw.post({ text: 'Hello' }, null);
    expect(gw.created).toHaveLength(2);
  });
});

describe('IdempotencyStore', () => {
  it('stays within its bound by forgetting the oldest keys first', () => {
    const store = new IdempotencyStore({ now: () => new Date('2026-11-21T09:00:00Z') }, 2);
    const response = { status: 201, body: '{}', headers: [] };
    for (const key of ['a', 'b', 'c']) {
      store.begin('subject', key, 'fingerprint');
      store.complete('subject', key, 'fingerprint', response);
    }
    expect(store.size).toBe(2);
    expect(store.begin('subject', 'a', 'fingerprint').kind).toBe('new');
    expect(store.begin('subject', 'c', 'fingerprint').kind).toBe('replay');
  });
});
