import { describe, expect, it } from 'vitest';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { REFERRAL_REASONS } from '../../../sandbox/db/seed/referral-reasons';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import { API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { createTestGateway, readErrorBody } from './test-gateway';

// The three calls of the financial advice referral, over the real seed: accounts, referral reasons and the
// enquiry itself (portal.md §7).
const { alex, bea, eli } = PERSONAS;
const TOKENS = new Map([
  ['alex-token', alex.userId],
  ['bea-token', bea.userId],
  ['eli-token', eli.userId],
]);
const seeded = () =>
  createTestGateway({ seed: (db) => seedDatabase(db, { now: new Date('2026-11-21T09:00:00Z') }), tokens: TOKENS });

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  additionalDetails: 'I am behind with my rent since my hours were cut. See https://example.org/a?b=1&c=2',
  referralReason: ['Help paying my rent', 'Debt advice'],
  referralFor: 'Myself',
  assetIdentifier: alex.propertyId,
  serviceRequestType: 'financialinclusionenquiry',
  preferredContact: {
    personName: 'Alex Morgan',
    relationship: 'Customer',
    phoneNumber: '07700900101',
    phoneNumberType: 'mobilePhone',
  },
  ...overrides,
});

const enquiryPath = (customerId: string, accountId: string) =>
  `/customer/${customerId}/account/${accountId}/servicerequest`;

describe('GET /customers/{id}/accounts', () => {
  it("lists the customer's accounts in the spec's shape, with an entity tag", async () => {
    const gateway = seeded();
    const res = await gateway.call(`/customers/${bea.customerId}/accounts`, { token: 'bea-token' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    const accounts = (await res.json()) as Record<string, unknown>[];
    expect(accounts.map((a) => [a['account-identifier'], a['account-type']])).toEqual([
      [bea.rentAccountId, 'REN'],
      [bea.depositAccountId, 'DEP'],
      [bea.shop.rentAccountId, 'REN'],
      [bea.ended.historicAccountId, 'HOM'],
    ]);
    expect(accounts[0]).toMatchObject({
      identifiers: { 'pay-ref': bea.paymentReference },
      'tenancy-identifier': bea.tenancyId,
      'tenancy-type': 'Market Rent',
      balance: [{ 'balance-type': 'live balanced', 'monetary-amount': { value: expect.any(Number) } }],
    });
  });

  it("refuses another customer's accounts and a login without a customer", async () => {
    const gateway = seeded();
    const other = await gateway.call(`/customers/${OTHER_CUSTOMER.customerId}/accounts`, { token: 'alex-token' });
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain(OTHER_CUSTOMER.paymentReference);
    expect((await gateway.call(`/customers/${alex.customerId}/accounts`, { token: 'eli-token' })).status).toBe(403);
  });
});

describe('GET /reference-data/collection/reference-data', () => {
  it('returns every referral reason, shown or not, as namespace.keyValues: the client filters', async () => {
    const res = await seeded().call('/reference-data/collection/reference-data?namespace=financial-referral-reason', {
      token: 'alex-token',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeTruthy();
    const body = (await res.json()) as { namespace: { name: string; keyValues: { key: string; value: unknown }[] } };
    expect(body.namespace.name).toBe('financial-referral-reason');
    expect(body.namespace.keyValues.map((entry) => entry.value)).toEqual(REFERRAL_REASONS);
    expect(
      body.namespace.keyValues.some(
        (entry) => (entry.value as { displayOnMyPeabody: number }).displayOnMyPeabody === 0,
      ),
    ).toBe(true);
    expect(body.namespace.keyValues[0]?.key).toBe('1');
  });

  it('needs a namespace (400 naming the parameter) and a known one (404)', async () => {
    const gateway = seeded();
    const missing = await gateway.call('/reference-data/collection/reference-data', { token: 'alex-token' });
    expect(missing.status).toBe(400);
    expect((await readErrorBody(missing)).errors[0]).toMatchObject({ field: 'namespace', code: 'required' });
    const unknown = await gateway.call('/reference-data/collection/reference-data?namespace=nothing-here', {
      token: 'alex-token',
    });
    expect(unknown.status).toBe(404);
  });

  it('needs a token but no customer: reference data is not personal', async () => {
    const gateway = seeded();
    expect(
      (
        await gateway.call('/reference-data/collection/reference-data?namespace=financial-referral-reason', {
          token: 'eli-token',
        })
      ).status,
    ).toBe(200);
    expect(
      (await gateway.call('/reference-data/collection/reference-data?namespace=financial-referral-reason')).status,
    ).toBe(401);
  });
});

describe('POST /customer/{id}/account/{acc}/servicerequest', () => {
  it('stores the enquiry and answers 201 with its identifier and Location', async () => {
    const gateway = seeded();
    const res = await gateway.call(enquiryPath(alex.customerId, alex.rentAccountId), {
      method: 'POST',
      token: 'alex-token',
      body: enquiry(),
      headers: { 'X-Operation-Key': 'referral-1' },
    });
    expect(res.status).toBe(201);
    const { serviceRequestIdentifier } = (await res.json()) as { serviceRequestIdentifier: string };
    expect(res.headers.get('Location')).toBe(
      `${API_PREFIX}${enquiryPath(alex.customerId, alex.rentAccountId)}/${serviceRequestIdentifier}`,
    );

    const row = gateway.db
      .prepare('SELECT customer_id, account_id, created_at, body FROM service_requests WHERE id = ?')
      .get(serviceRequestIdentifier) as
      { customer_id: string; account_id: string; created_at: string; body: string } | undefined;
    expect(row).toMatchObject({
      customer_id: alex.customerId,
      account_id: alex.rentAccountId,
      created_at: '2026-11-21T09:00:00.000Z',
    });
    expect(JSON.parse(row?.body ?? '{}')).toMatchObject({
      ...enquiry(),
      serviceRequestIdentifier,
      accountIdentifier: alex.rentAccountId,
    });

    const readBack = await gateway.call(
      `${enquiryPath(alex.customerId, alex.rentAccountId)}/${serviceRequestIdentifier}`,
      { token: 'alex-token' },
    );
    expect(readBack.status).toBe(200);
    expect(await readBack.json()).toMatchObject({
      serviceRequestIdentifier,
      referralReason: ['Help paying my rent', 'Debt advice'],
    });
  });

  it('replays a retried submission with the same operation key instead of creating a second enquiry', async () => {
    const gateway = seeded();
    const post = () =>
      gateway.call(enquiryPath(alex.customerId, alex.rentAccountId), {
        method: 'POST',
        token: 'alex-token',
        body: enquiry(),
        headers: { 'X-Operation-Key': 'referral-retry' },
      });
    const first = await post();
    const again = await post();
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(gateway.db.prepare('SELECT COUNT(*) FROM service_requests').pluck().get()).toBe(1);
  });

  it.each([
    ['no reasons', { referralReason: [] }, '/referralReason'],
    ['empty details', { additionalDetails: '' }, '/additionalDetails'],
    ['details over 1500 characters', { additionalDetails: 'a'.repeat(1501) }, '/additionalDetails'],
    ['another service request type', { serviceRequestType: 'complaint' }, '/serviceRequestType'],
    ['an unknown referral target', { referralFor: 'Neighbour' }, '/referralFor'],
    [
      'a bad phone number',
      { preferredContact: { ...enquiry().preferredContact, phoneNumber: '7700900101' } },
      '/preferredContact/phoneNumber',
    ],
    [
      'an empty contact name',
      { preferredContact: { ...enquiry().preferredContact, personName: '' } },
      '/preferredContact/personName',
    ],
    [
      'an unknown relationship',
      { preferredContact: { ...enquiry().preferredContact, relationship: 'Landlord' } },
      '/preferredContact/relationship',
    ],
    ['an unknown field', { balance: 12 }, '/balance'],
  ])('refuses %s with 400 and a pointer, storing nothing', async (_name, overrides, pointer) => {
    const gateway = seeded();
    const res = await gateway.call(enquiryPath(alex.customerId, alex.rentAccountId), {
      method: 'POST',
      token: 'alex-token',
      body: enquiry(overrides),
    });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toContain(pointer);
    expect(gateway.db.prepare('SELECT COUNT(*) FROM service_requests').pluck().get()).toBe(0);
  });

  it.each([
    [
      "another customer's id in the path",
      OTHER_CUSTOMER.customerId,
      OTHER_CUSTOMER.rentAccountId,
      alex.propertyId,
      403,
    ],
    ["another customer's account", alex.customerId, OTHER_CUSTOMER.rentAccountId, alex.propertyId, 403],
    ['an account that does not exist', alex.customerId, 'acc-nope', alex.propertyId, 404],
    ["another customer's home as the asset", alex.customerId, alex.rentAccountId, OTHER_CUSTOMER.propertyId, 403],
    ['an asset that does not exist', alex.customerId, alex.rentAccountId, 'asset-nope', 404],
    ["the block above the customer's home", alex.customerId, alex.rentAccountId, alex.blockId, 403],
  ])('refuses %s and stores nothing', async (_name, customerId, accountId, assetIdentifier, status) => {
    const gateway = seeded();
    const res = await gateway.call(enquiryPath(customerId, accountId), {
      method: 'POST',
      token: 'alex-token',
      body: enquiry({ assetIdentifier }),
    });
    expect(res.status).toBe(status);
    expect((await readErrorBody(res)).errors).toHaveLength(1);
    expect(gateway.db.prepare('SELECT COUNT(*) FROM service_requests').pluck().get()).toBe(0);
  });

  it("accepts the premises of any of the customer's tenancies, with any of its accounts", async () => {
    const gateway = seeded();
    const res = await gateway.call(enquiryPath(bea.customerId, bea.depositAccountId), {
      method: 'POST',
      token: 'bea-token',
      body: enquiry({ assetIdentifier: bea.shop.propertyId, referralFor: 'Other' }),
    });
    expect(res.status).toBe(201);
  });

  it("does not let a caller read another account's service request", async () => {
    const gateway = seeded();
    const created = await gateway.call(enquiryPath(alex.customerId, alex.rentAccountId), {
      method: 'POST',
      token: 'alex-token',
      body: enquiry(),
    });
    const { serviceRequestIdentifier } = (await created.json()) as { serviceRequestIdentifier: string };
    const res = await gateway.call(`${enquiryPath(bea.customerId, bea.rentAccountId)}/${serviceRequestIdentifier}`, {
      token: 'alex-token',
    });
    expect(res.status).toBe(403);
    const viaOwnOtherAccount = await gateway.call(
      `${enquiryPath(bea.customerId, bea.depositAccountId)}/${serviceRequestIdentifier}`,
      { token: 'bea-token' },
    );
    expect(viaOwnOtherAccount.status).toBe(403);
  });
});
