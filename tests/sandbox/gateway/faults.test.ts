import { describe, expect, it } from 'vitest';
import { ALICE, insertGatewayFixtures, TOKENS } from './fixtures';
import { createTestGateway, readErrorBody, type TestGateway } from './test-gateway';

const gateway = (testMode = true) => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS, testMode });

async function armFault(gw: TestGateway, fault: Record<string, unknown>): Promise<string> {
  const res = await gw.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const readCustomer = (gw: TestGateway, signal?: AbortSignal) =>
  gw.call(`/customers/${ALICE.customerId}`, { token: ALICE.token, ...(signal ? { signal } : {}) });

describe('fault injection (test mode)', () => {
  it('answers a status fault on the named endpoint `times` times, then normally again', async () => {
    const gw = gateway();
    await armFault(gw, { method: 'GET', path: '/customers/:id', kind: 'status', status: 500, times: 2 });
    const first = await readCustomer(gw);
    expect(first.status).toBe(500);
    expect((await readErrorBody(first)).title).toBe('Server Error');
    expect((await readCustomer(gw)).status).toBe(500);
    expect((await readCustomer(gw)).status).toBe(200);
  });

  it('leaves other endpoints and methods alone', async () => {
    const gw = gateway();
    await armFault(gw, { method: 'PUT', path: '/customers/:id', kind: 'status', status: 412 });
    expect((await readCustomer(gw)).status).toBe(200);
    expect((await gw.call('/configuration/IsMyMessagesRequired', { token: ALICE.token })).status).toBe(200);
  });

  it('can fake any gateway status, for example 401 on a literal path', async () => {
    const gw = gateway();
    await armFault(gw, { path: `/customers/${ALICE.customerId}`, kind: 'status', status: 401, times: 1 });
    const res = await readCustomer(gw);
    expect(res.status).toBe(401);
    expect((await readErrorBody(res)).title).toBe('Unauthorised');
  });

  it('delays an answer, then answers normally', async () => {
    const gw = gateway();
    await armFault(gw, { path: '/customers/:id', kind: 'delay', delayMs: 150 });
    const started = performance.now();
    const res = await readCustomer(gw);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('hangs until the client gives up', async () => {
    const gw = gateway();
    await armFault(gw, { path: '/customers/:id', kind: 'hang' });
    const started = performance.now();
    const res = await readCustomer(gw, AbortSignal.timeout(100));
    // Nobody reads this answer: it only proves the gateway held the request until the client aborted.
    expect(res.status).toBe(499);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('lets a hung request through once its fault is deleted', async () => {
    const gw = gateway();
    const id = await armFault(gw, { path: '/customers/:id', kind: 'hang' });
    let settled = false;
    const pending = readCustomer(gw).then((res) => ((settled = true), res));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect((await gw.app.request(`/__sandbox/faults/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await pending).status).toBe(200);
  });

  it('lists armed faults and clears them all', async () => {
    const gw = gateway();
    const id = await armFault(gw, { method: 'get', path: '/assets/:id', kind: 'status', status: 503, times: 3 });
    const listed = (await (await gw.app.request('/__sandbox/faults')).json()) as unknown[];
    expect(listed).toEqual([{ id, method: 'GET', path: '/assets/:id', kind: 'status', status: 503, times: 3 }]);
    expect((await gw.app.request('/__sandbox/faults', { method: 'DELETE' })).status).toBe(204);
    expect(await (await gw.app.request('/__sandbox/faults')).json()).toEqual([]);
  });

  it('omits a field: the call is answered 200 as usual, without that top-level field of its JSON body', async () => {
    const gw = gateway();
    await armFault(gw, { method: 'GET', path: '/customers/:id', kind: 'omit', field: 'id', times: 1 });
    const res = await readCustomer(gw);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('id');
    expect(Object.keys(body).length).toBeGreaterThan(0);
    expect(await (await readCustomer(gw)).json()).toHaveProperty('id', ALICE.customerId);
  });

  it('leaves an error answer alone under an omit fault', async () => {
    const gw = gateway();
    await armFault(gw, { method: 'GET', path: '/customers/:id', kind: 'omit', field: 'errors' });
    const res = await gw.call(`/customers/${ALICE.customerId}`, {});
    expect(res.status).toBe(401);
    expect((await readErrorBody(res)).errors).toBeDefined();
  });

  it("overrides fields: the call is answered 200 as usual, with the fault's fields set over its JSON body", async () => {
    const gw = gateway();
    await armFault(gw, {
      method: 'GET',
      path: '/customers/:id',
      kind: 'override',
      body: { id: 'someone-else', extra: true },
      times: 1,
    });
    const body = (await (await readCustomer(gw)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'someone-else', extra: true });
    expect(Object.keys(body).length).toBeGreaterThan(2);
    expect(await (await readCustomer(gw)).json()).toHaveProperty('id', ALICE.customerId);
  });

  it('needs the field to omit', async () => {
    const gw = gateway();
    const res = await gw.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/customers/:id', kind: 'omit' }),
    });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toContain('/field');
  });

  it('lets another writer go first (concurrent): a stale If-Match then meets a real 412, and a read shows their write', async () => {
    const gw = gateway();
    const first = await readCustomer(gw);
    const etag = first.headers.get('ETag')!;
    const before = (await first.json()) as Record<string, unknown>;
    await armFault(gw, {
      method: 'PUT',
      path: '/customers/:id',
      kind: 'concurrent',
      body: { emailAddress: 'elsewhere@example.org', mobilePhone: '07700900999' },
      times: 1,
    });
    const mine = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      headers: { 'If-Match': etag },
      body: { emailAddress: 'mine@example.org', mobilePhone: '07700900111' },
    });
    expect(mine.status).toBe(412);
    const after = await readCustomer(gw);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(JSON.stringify(await after.json())).toContain('elsewhere@example.org');
    expect(JSON.stringify(before)).not.toContain('elsewhere@example.org');
  });

  it('rejects a malformed fault with 400 and field pointers', async () => {
    const gw = gateway();
    const res = await gw.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'customers', kind: 'status' }),
    });
    expect(res.status).toBe(400);
    const fields = (await readErrorBody(res)).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/path', '/status']));
  });
});

describe('test controls outside test mode', () => {
  it('do not exist: every /__sandbox route answers 404', async () => {
    const gw = gateway(false);
    for (const [method, path] of [
      ['POST', '/__sandbox/faults'],
      ['GET', '/__sandbox/faults'],
      ['DELETE', '/__sandbox/faults'],
    ] as const) {
      const res = await gw.app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ path: '/customers/:id', kind: 'status', status: 500 }) } : {}),
      });
      expect(res.status).toBe(404);
    }
    expect((await readCustomer(gw)).status).toBe(200);
  });
});
