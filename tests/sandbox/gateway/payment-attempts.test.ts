import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentAttempt } from '../../../schemas/generated/gateway.payment-attempt';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, seededGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

// Decision 0037's gateway calls: the payment attempt made before any token, its token and the attempt as the provider
// reports it. The payment page's part (taking the token, the cards) is tested in tests/sandbox/payment.
const { alex, bea } = PERSONAS;
let gateway: TestGateway;
beforeEach(() => {
  gateway = seededGateway();
});

const create = (accountId: string, body: unknown, options: { key?: string | null; token?: string } = {}) =>
  gateway.call(`/accounts/${accountId}/payment-attempts`, {
    method: 'POST',
    token: options.token ?? 'alex',
    headers: options.key === null ? {} : { 'X-Operation-Key': options.key ?? 'op-1' },
    body,
  });

const fifty = { amount: '50.00', paymentReference: alex.paymentReference };

async function created(body: unknown = fifty, key = 'op-1'): Promise<PaymentAttempt> {
  const res = await create(alex.rentAccountId, body, { key });
  expect(res.status).toBe(201);
  const attempt = (await res.json()) as PaymentAttempt;
  expect(contractErrors('payment-attempt.schema.json', attempt)).toEqual([]);
  return attempt;
}

const attemptCount = () => gateway.db.prepare('SELECT COUNT(*) FROM payment_attempts').pluck().get() as number;

describe('POST /accounts/{id}/payment-attempts', () => {
  it('makes an attempt of the amount and reference, created, with where to read it', async () => {
    const res = await create(alex.rentAccountId, fifty);
    expect(res.status).toBe(201);
    const attempt = (await res.json()) as PaymentAttempt;
    expect(attempt).toEqual({
      attemptId: expect.any(String),
      accountId: alex.rentAccountId,
      paymentReference: alex.paymentReference,
      amount: '50.00',
      status: 'created',
      createdAt: '2026-11-21T09:00:00Z',
    });
    expect(contractErrors('payment-attempt.schema.json', attempt)).toEqual([]);
    expect(res.headers.get('Location')).toBe(`/customerselfserve/api/v1/payment-attempts/${attempt.attemptId}`);
    const row = gateway.db
      .prepare('SELECT customer_id, amount_pence, payment_reason, token_hash FROM payment_attempts WHERE id = ?')
      .get(attempt.attemptId);
    expect(row).toEqual({ customer_id: alex.customerId, amount_pence: 5000, payment_reason: 'Rent', token_hash: null });
  });

  it('answers the same attempt to the same key and body, and makes no second one', async () => {
    const first = await created();
    const again = await create(alex.rentAccountId, fifty, { key: 'op-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
    expect(attemptCount()).toBe(1);
    const other = await created(fifty, 'op-2');
    expect(other.attemptId).not.toBe(first.attemptId);
    expect(attemptCount()).toBe(2);
  });

  it('refuses the same key with another amount (422 reused) and makes nothing', async () => {
    await created();
    const res = await create(alex.rentAccountId, { ...fifty, amount: '60.00' }, { key: 'op-1' });
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors).toEqual([
      expect.objectContaining({ field: 'X-Operation-Key', code: 'reused' }),
    ]);
    expect(attemptCount()).toBe(1);
  });

  it('needs an X-Operation-Key', async () => {
    const res = await create(alex.rentAccountId, fifty, { key: null });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors).toEqual([
      expect.objectContaining({ field: 'X-Operation-Key', code: 'required' }),
    ]);
    expect(attemptCount()).toBe(0);
  });

  it("refuses another customer's account (403) and knows no made-up one (404)", async () => {
    expect(
      (await create(OTHER_CUSTOMER.rentAccountId, { ...fifty, paymentReference: OTHER_CUSTOMER.paymentReference }))
        .status,
    ).toBe(403);
    expect((await create('acc00000-0000-4000-8000-00000000dead', fifty)).status).toBe(404);
    expect(attemptCount()).toBe(0);
  });

  it('takes no payment into a deposit account (422 not-payable)', async () => {
    const res = await create(
      bea.depositAccountId,
      { amount: '50.00', paymentReference: bea.paymentReference },
      { token: 'bea' },
    );
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors).toEqual([expect.objectContaining({ code: 'not-payable' })]);
  });

  it.each([
    ['0.99', 422],
    ['5000.01', 422],
    ['12345.00', 422],
    ['1.00', 201],
    ['5000.00', 201],
  ])('takes %s pounds → %i (1.00 to 5000.00)', async (amount, status) => {
    const res = await create(alex.rentAccountId, { ...fifty, amount });
    expect(res.status).toBe(status);
    if (status === 422)
      expect((await readErrorBody(res)).errors).toEqual([
        expect.objectContaining({ field: '/amount', code: 'amount' }),
      ]);
  });

  it('refuses an amount that is not pounds with two decimals, or an unknown field (400)', async () => {
    for (const amount of ['50', '50.5', '£50.00', '1,000.00', '-5.00']) {
      expect((await create(alex.rentAccountId, { ...fifty, amount }, { key: `k-${amount}` })).status).toBe(400);
    }
    expect(
      (await create(alex.rentAccountId, { ...fifty, accountId: alex.rentAccountId }, { key: 'k-extra' })).status,
    ).toBe(400);
    expect(attemptCount()).toBe(0);
  });

  it("refuses a reference that is not the account's (422 paymentReference), even the customer's other one", async () => {
    const res = await create(
      bea.rentAccountId,
      { amount: '50.00', paymentReference: bea.shop.paymentReference },
      { token: 'bea' },
    );
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors).toEqual([
      expect.objectContaining({ field: '/paymentReference', code: 'paymentReference' }),
    ]);
  });
});

describe('GET /user/{customerId}/token?attemptId=', () => {
  const token = (attemptId: string, options: { customerId?: string; as?: string } = {}) =>
    gateway.call(`/user/${options.customerId ?? alex.customerId}/token?attemptId=${attemptId}`, {
      token: options.as ?? 'alex',
    });

  it('gives a token and the client code, never cached, bound to the attempt for 15 minutes', async () => {
    const attempt = await created();
    const res = await token(attempt.attemptId);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as Record<string, string>;
    expect(contractErrors('payment-token.schema.json', body)).toEqual([]);
    expect(body['bearer-token']).toMatch(/^[\w-]{40,}$/);
    expect(body['client-code']).toBe('PBDY');
    const row = gateway.db
      .prepare('SELECT token_hash, token_expires_at, token_used FROM payment_attempts WHERE id = ?')
      .get(attempt.attemptId) as Record<string, unknown>;
    expect(row.token_hash).not.toBe(body['bearer-token']);
    expect(row).toMatchObject({ token_expires_at: '2026-11-21T09:15:00Z', token_used: 0 });
  });

  it('gives a new token each time while the attempt is created, replacing the one before', async () => {
    const attempt = await created();
    const first = ((await (await token(attempt.attemptId)).json()) as Record<string, string>)['bearer-token'];
    const second = ((await (await token(attempt.attemptId)).json()) as Record<string, string>)['bearer-token'];
    expect(second).not.toBe(first);
  });

  it('is 409 attempt-started once the payment page has taken a token', async () => {
    const attempt = await created();
    await token(attempt.attemptId);
    gateway.db
      .prepare(
        "UPDATE payment_attempts SET status = 'started', token_used = 1, started_at = '2026-11-21T09:01:00Z' WHERE id = ?",
      )
      .run(attempt.attemptId);
    const res = await token(attempt.attemptId);
    expect(res.status).toBe(409);
    expect((await readErrorBody(res)).errors).toEqual([expect.objectContaining({ code: 'attempt-started' })]);
  });

  it("needs the attempt, the caller's own, for the caller's own customer id", async () => {
    const attempt = await created();
    expect((await gateway.call(`/user/${alex.customerId}/token`, { token: 'alex' })).status).toBe(400);
    expect((await token('00000000-0000-4000-8000-00000000dead')).status).toBe(404);
    expect((await token(attempt.attemptId, { customerId: bea.customerId, as: 'alex' })).status).toBe(403);
    expect((await token(attempt.attemptId, { customerId: bea.customerId, as: 'bea' })).status).toBe(403);
    const row = gateway.db
      .prepare('SELECT token_hash FROM payment_attempts WHERE id = ?')
      .pluck()
      .get(attempt.attemptId);
    expect(row).toBeNull();
  });
});

describe('GET /payment-attempts/{id}', () => {
  it('answers the attempt to its owner only (403 another customer, 404 none)', async () => {
    const attempt = await created();
    const res = await gateway.call(`/payment-attempts/${attempt.attemptId}`, { token: 'alex' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PaymentAttempt;
    expect(body).toEqual(attempt);
    expect(contractErrors('payment-attempt.schema.json', body)).toEqual([]);
    expect((await gateway.call(`/payment-attempts/${attempt.attemptId}`, { token: 'bea' })).status).toBe(403);
    expect(
      (await gateway.call('/payment-attempts/00000000-0000-4000-8000-00000000dead', { token: 'alex' })).status,
    ).toBe(404);
  });

  it('expires an attempt never started 90 minutes after it was made (timed-out, result 68)', async () => {
    const attempt = await created();
    gateway.clock.advance(89 * 60_000);
    expect(
      (await (
        await gateway.call(`/payment-attempts/${attempt.attemptId}`, { token: 'alex' })
      ).json()) as PaymentAttempt,
    ).toMatchObject({ status: 'created' });
    gateway.clock.advance(60_000);
    const body = (await (
      await gateway.call(`/payment-attempts/${attempt.attemptId}`, { token: 'alex' })
    ).json()) as PaymentAttempt;
    expect(body).toMatchObject({
      status: 'expired',
      outcome: 'timed-out',
      resultCode: 68,
      finishedAt: '2026-11-21T10:30:00Z',
    });
    expect(contractErrors('payment-attempt.schema.json', body)).toEqual([]);
    expect(
      (await gateway.call(`/user/${alex.customerId}/token?attemptId=${attempt.attemptId}`, { token: 'alex' })).status,
    ).toBe(409);
  });

  it('can be made to answer 500 by the fault injection, then answers again', async () => {
    const attempt = await created();
    const armed = await gateway.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/payment-attempts/:id', kind: 'status', status: 500, times: 2 }),
    });
    expect(armed.status).toBe(201);
    for (let i = 0; i < 2; i += 1)
      expect((await gateway.call(`/payment-attempts/${attempt.attemptId}`, { token: 'alex' })).status).toBe(500);
    expect((await gateway.call(`/payment-attempts/${attempt.attemptId}`, { token: 'alex' })).status).toBe(200);
  });
});

describe('POST /__sandbox/payment-attempts/{id}/expire (test mode)', () => {
  const expire = (id: string) => gateway.app.request(`/__sandbox/payment-attempts/${id}/expire`, { method: 'POST' });

  it('ends the payment session at once; a finished attempt is 409, an unknown one 404', async () => {
    const attempt = await created();
    const res = await expire(attempt.attemptId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ attemptId: attempt.attemptId, status: 'expired', outcome: 'timed-out' });
    expect(
      (
        (await (
          await gateway.call(`/payment-attempts/${attempt.attemptId}`, { token: 'alex' })
        ).json()) as PaymentAttempt
      ).status,
    ).toBe('expired');
    expect((await expire(attempt.attemptId)).status).toBe(409);
    expect((await expire('00000000-0000-4000-8000-00000000dead')).status).toBe(404);
  });
});

describe('GET /accounts/{id} pendingPayments', () => {
  const succeed = (attemptId: string, at: string, reference: string) =>
    gateway.db
      .prepare(
        "UPDATE payment_attempts SET status = 'succeeded', outcome = 'succeeded', result_code = 0, finished_at = ?, transaction_reference = ? WHERE id = ?",
      )
      .run(at, reference, attemptId);

  it('lists the succeeded card payments of the last 7 days, newest first, apart from the balance', async () => {
    const before = (await (await gateway.call(`/accounts/${alex.rentAccountId}`, { token: 'alex' })).json()) as Record<
      string,
      unknown
    >;
    expect(before.pendingPayments).toEqual([]);
    const old = await created(fifty, 'a');
    const recent = await created({ ...fifty, amount: '20.50' }, 'b');
    const newest = await created({ ...fifty, amount: '7.25' }, 'c');
    const failed = await created(fifty, 'd');
    await created(fifty, 'e');
    succeed(old.attemptId, '2026-11-14T08:59:59Z', 'TOLD');
    succeed(recent.attemptId, '2026-11-20T12:00:00Z', 'TRECENT');
    succeed(newest.attemptId, '2026-11-21T08:30:00Z', 'TNEWEST');
    gateway.db
      .prepare(
        "UPDATE payment_attempts SET status = 'failed', outcome = 'declined', result_code = 5, finished_at = '2026-11-21T08:00:00Z' WHERE id = ?",
      )
      .run(failed.attemptId);
    const res = await gateway.call(`/accounts/${alex.rentAccountId}`, { token: 'alex' });
    const view = (await res.json()) as Record<string, unknown>;
    expect(contractErrors('account-view.schema.json', view)).toEqual([]);
    expect(view.pendingPayments).toEqual([
      { attemptId: newest.attemptId, amount: 7.25, paidAt: '2026-11-21T08:30:00Z', transactionReference: 'TNEWEST' },
      { attemptId: recent.attemptId, amount: 20.5, paidAt: '2026-11-20T12:00:00Z', transactionReference: 'TRECENT' },
    ]);
    expect(view.LiveBalance).toBe(before.LiveBalance);
    expect(res.headers.get('ETag')).not.toBe(null);
    const other = (await (await gateway.call(`/accounts/${bea.rentAccountId}`, { token: 'bea' })).json()) as Record<
      string,
      unknown
    >;
    expect(other.pendingPayments).toEqual([]);
  });
});
