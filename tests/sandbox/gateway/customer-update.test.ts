import { describe, expect, it } from 'vitest';
import { ALICE, BOB, insertGatewayFixtures, TOKENS } from './fixtures';
import { createTestGateway, readErrorBody, type TestGateway } from './test-gateway';

interface CustomerView {
  eTag: string;
  addresses: {
    telecomsAddresses: { telecomsAddressType: string; number: string }[];
    digitalAddresses: { address: string }[];
  };
}

const update = {
  emailAddress: 'alice.new@example.org',
  mobilePhone: '07700900111',
  homePhone: '',
  workPhone: '02079460000',
};

async function readAlice(gw: TestGateway): Promise<{ etag: string; customer: CustomerView }> {
  const res = await gw.call(`/customers/${ALICE.customerId}`, { token: ALICE.token });
  return { etag: res.headers.get('ETag') ?? '', customer: (await res.json()) as CustomerView };
}

const storedBody = (gw: TestGateway, id: string) =>
  gw.db.prepare('SELECT body FROM customers WHERE id = ?').pluck().get(id);

describe('PUT /customers/{id}', () => {
  it('requires If-Match: without it → 428 and nothing changes', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const before = storedBody(gw, ALICE.customerId);
    const res = await gw.call(`/customers/${ALICE.customerId}`, { method: 'PUT', token: ALICE.token, body: update });
    expect(res.status).toBe(428);
    expect((await readErrorBody(res)).title).toBe('Precondition Required');
    expect(storedBody(gw, ALICE.customerId)).toBe(before);
  });

  it('treats If-Match: * as missing (428), because it would overwrite whatever is there', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const res = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: update,
      headers: { 'If-Match': '*' },
    });
    expect(res.status).toBe(428);
  });

  it('refuses a stale ETag with 412 and leaves the stored customer as it was', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const { etag: first } = await readAlice(gw);
    const accepted = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: update,
      headers: { 'If-Match': first },
    });
    expect(accepted.status).toBe(200);
    const afterFirstWrite = storedBody(gw, ALICE.customerId);

    const stale = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: { ...update, mobilePhone: '07700900999' },
      headers: { 'If-Match': first },
    });
    expect(stale.status).toBe(412);
    expect((await readErrorBody(stale)).title).toBe('Precondition Failed');
    expect(storedBody(gw, ALICE.customerId)).toBe(afterFirstWrite);
  });

  it('with the current ETag saves the contact details and answers the new representation with a new ETag', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const { etag } = await readAlice(gw);
    const res = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: update,
      headers: { 'If-Match': etag },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as CustomerView;
    const newEtag = res.headers.get('ETag');
    expect(newEtag).not.toBe(etag);
    expect(saved.eTag).toBe(newEtag);
    expect(saved.addresses.digitalAddresses).toEqual([
      { digitalAddressType: 'email', address: 'alice.new@example.org' },
    ]);
    // The empty home phone removed the number; the work phone was added.
    expect(saved.addresses.telecomsAddresses).toEqual([
      { telecomsAddressType: 'mobilePhone', number: '07700900111' },
      { telecomsAddressType: 'workPhone', number: '02079460000' },
    ]);
    const reread = await readAlice(gw);
    expect(reread.etag).toBe(newEtag);
    expect(reread.customer.addresses.telecomsAddresses).toEqual(saved.addresses.telecomsAddresses);
  });

  it('leaves an optional phone alone when the update does not mention it', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const { etag } = await readAlice(gw);
    const res = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: { emailAddress: 'alice@example.org', mobilePhone: '07700900001' },
      headers: { 'If-Match': etag },
    });
    const saved = (await res.json()) as CustomerView;
    expect(saved.addresses.telecomsAddresses).toContainEqual({
      telecomsAddressType: 'homePhone',
      number: '02070000001',
    });
  });

  it('rejects an invalid body with 400 and a JSON pointer per problem', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const { etag } = await readAlice(gw);
    const res = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: { emailAddress: 'not-an-email', homePhone: '123' },
      headers: { 'If-Match': etag },
    });
    expect(res.status).toBe(400);
    const body = await readErrorBody(res);
    expect(body.title).toBe('Bad Request');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: '/mobilePhone', code: 'required' }),
        // portal.md §5's e-mail rules (src/engine/email-address.ts), the ones the profile form checks.
        expect.objectContaining({ field: '/emailAddress', code: 'email' }),
        expect.objectContaining({ field: '/homePhone', code: 'pattern' }),
      ]),
    );
  });

  it('rejects unknown fields with 400, so nothing else can be written through this call', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const before = storedBody(gw, ALICE.customerId);
    const { etag } = await readAlice(gw);
    const res = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: { ...update, person: { name: { givenName: 'Mallory' } } },
      headers: { 'If-Match': etag },
    });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors).toContainEqual(
      expect.objectContaining({ field: '/person', code: 'additionalProperties' }),
    );
    expect(storedBody(gw, ALICE.customerId)).toBe(before);
  });

  it('rejects a text/plain body with 415', async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const { etag } = await readAlice(gw);
    const res = await gw.call(`/customers/${ALICE.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: JSON.stringify(update),
      headers: { 'If-Match': etag, 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect((await readErrorBody(res)).title).toBe('Unsupported Media Type');
  });

  it("refuses to update another customer's record and changes nothing", async () => {
    const gw = createTestGateway({ seed: insertGatewayFixtures, tokens: TOKENS });
    const before = storedBody(gw, BOB.customerId);
    const bobsTag = (await gw.call(`/customers/${BOB.customerId}`, { token: BOB.token })).headers.get('ETag') ?? '';
    const res = await gw.call(`/customers/${BOB.customerId}`, {
      method: 'PUT',
      token: ALICE.token,
      body: update,
      headers: { 'If-Match': bobsTag },
    });
    expect(res.status).toBe(403);
    expect(storedBody(gw, BOB.customerId)).toBe(before);
  });
});
