import { describe, expect, it } from 'vitest';
import { ALICE, ALICE_TENANCIES, ASSETS, BOB, insertGatewayFixtures, TOKENS } from './fixtures';
import { createTestGateway, readErrorBody } from './test-gateway';

const gateway = () => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });

describe('tenancy groups', () => {
  it("lists the group of each of the customer's tenancies, ended ones included", async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}/tenancies`, { token: ALICE.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(await res.json()).toEqual([
      {
        tenancyIdentifier: ALICE_TENANCIES.ended,
        tenancyGroup: 'General Needs',
        premisesIdentifier: ASSETS.aliceFormerHome,
      },
      {
        tenancyIdentifier: ALICE_TENANCIES.current,
        tenancyGroup: 'General Needs',
        premisesIdentifier: ASSETS.aliceHome,
      },
    ]);
  });

  it('lists the tenancy group for one premises the customer holds', async () => {
    const res = await gateway().call(`/customers/${ALICE.customerId}/premises/${ASSETS.aliceHome}/tenancies`, {
      token: ALICE.token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        tenancyIdentifier: ALICE_TENANCIES.current,
        tenancyGroup: 'General Needs',
        premisesIdentifier: ASSETS.aliceHome,
      },
    ]);
  });

  it("refuses another customer's tenancies without revealing them", async () => {
    const res = await gateway().call(`/customers/${BOB.customerId}/tenancies`, { token: ALICE.token });
    expect(res.status).toBe(403);
    expect(await res.clone().text()).not.toContain('Leasehold');
    await readErrorBody(res);
  });

  it("refuses the tenancies of another customer's premises under the caller's own id", async () => {
    const { call } = gateway();
    const other = await call(`/customers/${ALICE.customerId}/premises/${ASSETS.bobHome}/tenancies`, {
      token: ALICE.token,
    });
    expect(other.status).toBe(403);
    const missing = await call(`/customers/${ALICE.customerId}/premises/prop-unknown/tenancies`, {
      token: ALICE.token,
    });
    expect(missing.status).toBe(404);
  });
});
