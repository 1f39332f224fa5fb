import { describe, expect, it } from 'vitest';
import { ALICE, ASSETS, BOB, insertGatewayFixtures, TOKENS, TOWER_PARTIES } from './fixtures';
import { createTestGateway, readErrorBody } from './test-gateway';

const gateway = () => createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
type AssetView = { id: string; assetType: string; addresses: { postalAddresses?: { formattedAddress: string }[] } };

describe('assets', () => {
  it('returns the premises, its block and its estate, nearest first, with addresses when expanded', async () => {
    const res = await gateway().call(`/assets/${ASSETS.aliceHome}/assets?expand=address`, { token: ALICE.token });
    expect(res.status).toBe(200);
    const chain = (await res.json()) as AssetView[];
    expect(chain.map((a) => [a.id, a.assetType])).toEqual([
      [ASSETS.aliceHome, 'Property'],
      [ASSETS.tower, 'Block'],
      [ASSETS.riverEstate, 'Estate'],
    ]);
    expect(chain[0]?.addresses.postalAddresses?.[0]?.formattedAddress).toBe('Flat 12 River Tower, London, E1 1AA');
  });

  it('leaves postal addresses out of the hierarchy unless asked to expand them', async () => {
    const res = await gateway().call(`/assets/${ASSETS.aliceHome}/assets`, { token: ALICE.token });
    const chain = (await res.json()) as AssetView[];
    expect(chain.every((a) => a.addresses.postalAddresses === undefined)).toBe(true);
  });

  it('lets a former tenant still see the home of an ended tenancy', async () => {
    const res = await gateway().call(`/assets/${ASSETS.aliceFormerHome}/assets?expand=address`, { token: ALICE.token });
    expect(res.status).toBe(200);
  });

  it("refuses another customer's premises and the block above it, with no data", async () => {
    const { call } = gateway();
    for (const path of [
      `/assets/${ASSETS.bobHome}/assets?expand=address`,
      `/assets/${ASSETS.bobHome}`,
      `/assets/${ASSETS.lowBlock}/associates`,
    ]) {
      const res = await call(path, { token: ALICE.token });
      expect(res.status).toBe(403);
      expect(await res.clone().text()).not.toMatch(/Hill/);
      await readErrorBody(res);
    }
    expect((await call('/assets/no-such-asset', { token: ALICE.token })).status).toBe(404);
  });

  it('returns one visible asset (an ancestor of a held premises) with its ETag', async () => {
    const res = await gateway().call(`/assets/${ASSETS.tower}`, { token: ALICE.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(((await res.json()) as AssetView).id).toBe(ASSETS.tower);
  });

  it("returns the asset's associates", async () => {
    const res = await gateway().call(`/assets/${ASSETS.aliceHome}/associates`, { token: ALICE.token });
    expect(res.status).toBe(200);
    const associates = (await res.json()) as Record<string, unknown>;
    expect(associates).toEqual({
      landLord: { organisation: { name: 'Tower Homes' } },
      neighbourhoodManager: { person: { name: { givenName: 'Nia', surname: 'Mensah' } } },
    });
  });

  it('adds the high-rise interested parties when asked, for a high-rise block', async () => {
    const res = await gateway().call(`/assets/${ASSETS.tower}/associates?expand=interestedParties`, {
      token: ALICE.token,
    });
    expect(res.status).toBe(200);
    const associates = (await res.json()) as Record<string, unknown>;
    expect(associates.interestedParties).toEqual(TOWER_PARTIES);
    expect(associates.landLord).toEqual({ organisation: { name: 'Tower Homes' } });
  });

  it('has no interested parties for a block that is not high-rise', async () => {
    const res = await gateway().call(`/assets/${ASSETS.lowBlock}/associates?expand=interestedParties`, {
      token: BOB.token,
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as Record<string, unknown>).not.toHaveProperty('interestedParties');
  });
});
