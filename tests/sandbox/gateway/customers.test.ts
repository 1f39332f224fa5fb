import { describe, expect, it } from 'vitest';
import { ALICE, ALICE_TENANCIES, BOB, insertGatewayFixtures, NOBODY, TOKENS } from './fixtures';
import { ALLOWED_ORIGIN, createTestGateway, readErrorBody } from './test-gateway';

const gateway = () => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });

describe('GET /customers/{id}', () => {
  it("returns the caller's own customer with an ETag header equal to the body eTag, readable cross-origin", async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}`, {
      token: ALICE.token,
      headers: { Origin: ALLOWED_ORIGIN },
    });
    expect(res.status).toBe(200);
    const customer = (await res.json()) as { id: string; eTag: string; person: { name: { givenName: string } } };
    expect(customer.id).toBe(ALICE.customerId);
    expect(customer.person.name.givenName).toBe('Alice');
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('ETag')).toBe(customer.eTag);
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('ETag');
  });

  it('includes a summary for every tenancy, active and ended, so the client can filter on isTenancyActive', async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}`, { token: ALICE.token });
    const customer = (await res.json()) as {
      tenanciesSummaries: { tenancySummary: { tenancyId: string; statuses: { type: string; value: string }[] } }[];
    };
    const summaries = customer.tenanciesSummaries.map((t) => [
      t.tenancySummary.tenancyId,
      t.tenancySummary.statuses.find((s) => s.type === 'isTenancyActive')?.value,
    ]);
    expect(summaries).toEqual([
      [ALICE_TENANCIES.ended, 'false'],
      [ALICE_TENANCIES.current, 'true'],
    ]);
  });

  it("refuses another customer's record with 403 in the same shape as a 404 and nothing about them", async () => {
    const { call } = gateway();
    const other = await call(`/customers/${BOB.customerId}`, { token: ALICE.token });
    const missing = await call('/customers/cust-nobody-has-this', { token: ALICE.token });
    expect(other.status).toBe(403);
    expect(missing.status).toBe(404);
    const otherText = await other.clone().text();
    expect(otherText).not.toMatch(/Bob|Brown|bob@example|07700900002/);
    const [otherBody, missingBody] = [await readErrorBody(other), await readErrorBody(missing)];
    expect(Object.keys(otherBody).sort()).toEqual(Object.keys(missingBody).sort());
    expect(otherBody.errors.map((e) => Object.keys(e))).toEqual(missingBody.errors.map((e) => Object.keys(e)));
    expect(other.headers.get('ETag')).toBeNull();
  });

  it('refuses an account with no self-serve customer with 403 on customer routes', async () => {
    const { call } = gateway();
    for (const path of [`/customers/${ALICE.customerId}`, `/customers/${ALICE.customerId}/tenancies`]) {
      const res = await call(path, { token: NOBODY.token });
      expect(res.status).toBe(403);
      expect((await readErrorBody(res)).title).toBe('Forbidden');
    }
  });

  it('trusts the token, not X-Agent-Id: a header naming another customer is refused', async () => {
    const { call } = gateway();
    const tampered = await call(`/customers/${BOB.customerId}`, {
      token: ALICE.token,
      headers: { 'X-Agent-Id': BOB.customerId },
    });
    expect(tampered.status).toBe(403);
    const mismatched = await call(`/customers/${ALICE.customerId}`, {
      token: ALICE.token,
      headers: { 'X-Agent-Id': BOB.customerId },
    });
    expect(mismatched.status).toBe(403);
    const honest = await call(`/customers/${ALICE.customerId}`, {
      token: ALICE.token,
      headers: { 'X-Agent-Id': ALICE.customerId },
    });
    expect(honest.status).toBe(200);
  });
});
