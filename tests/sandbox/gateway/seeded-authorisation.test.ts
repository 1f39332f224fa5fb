import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { createTestGateway } from './test-gateway';

// The same rules as the fixture-based tests, over the real seed: a resident's token reaches only that resident's
// objects, whatever id is put in the path or the agent header.
const alex = PERSONAS.alex;
const gateway = createTestGateway({
  seed: (db) => seedDatabase(db, { now: new Date('2026-11-21T09:00:00Z') }),
  tokens: new Map([
    ['alex-token', alex.userId],
    ['eli-token', PERSONAS.eli.userId],
  ]),
});

async function expectRefusedWithoutLeak(response: Response): Promise<void> {
  expect([403, 404]).toContain(response.status);
  const text = await response.text();
  for (const secret of [
    OTHER_CUSTOMER.givenName,
    OTHER_CUSTOMER.surname,
    OTHER_CUSTOMER.email,
    OTHER_CUSTOMER.paymentReference,
  ]) {
    expect(text).not.toContain(secret);
  }
  expect(JSON.parse(text)).toMatchObject({
    status: response.status,
    title: expect.any(String),
    errors: expect.any(Array),
  });
}

describe('seeded personas and the other customer', () => {
  it('Alex reads his own customer record, tenancies and home', async () => {
    const customer = await gateway.call(`/customers/${alex.customerId}`, { token: 'alex-token' });
    expect(customer.status).toBe(200);
    expect(((await customer.json()) as { id: string }).id).toBe(alex.customerId);
    expect((await gateway.call(`/customers/${alex.customerId}/tenancies`, { token: 'alex-token' })).status).toBe(200);
    expect(
      (await gateway.call(`/assets/${alex.propertyId}/assets?expand=address`, { token: 'alex-token' })).status,
    ).toBe(200);
  });

  it.each([
    ['customer', `/customers/${OTHER_CUSTOMER.customerId}`],
    ['tenancies', `/customers/${OTHER_CUSTOMER.customerId}/tenancies`],
    ['premises tenancies', `/customers/${alex.customerId}/premises/${OTHER_CUSTOMER.propertyId}/tenancies`],
    ['property', `/assets/${OTHER_CUSTOMER.propertyId}`],
    ['asset hierarchy', `/assets/${OTHER_CUSTOMER.propertyId}/assets?expand=address`],
    ['associates', `/assets/${OTHER_CUSTOMER.propertyId}/associates`],
    ['account', `/accounts/${OTHER_CUSTOMER.rentAccountId}`],
    ['account transactions', `/accounts/${OTHER_CUSTOMER.rentAccountId}/transactions`],
    ['work order', `/works-orders/${OTHER_CUSTOMER.workOrderId}`],
    ['work order history', `/works-orders/${OTHER_CUSTOMER.workOrderId}/historyItems`],
    ['messages', `/customers/${OTHER_CUSTOMER.customerId}/communications`],
    ['gas servicing records', `/assets/${OTHER_CUSTOMER.propertyId}/compliance`],
    ['building-safety documents', `/assets/${OTHER_CUSTOMER.propertyId}/documents`],
    ['statement document', `/customers/${OTHER_CUSTOMER.customerId}/documents/${OTHER_CUSTOMER.statementDocumentId}`],
  ])("Alex cannot read the other customer's %s, and learns nothing about it", async (_name, path) => {
    await expectRefusedWithoutLeak(await gateway.call(path, { token: 'alex-token' }));
  });

  it('the agent header cannot be used to borrow another identity', async () => {
    const response = await gateway.call(`/customers/${OTHER_CUSTOMER.customerId}`, {
      token: 'alex-token',
      headers: { 'X-Agent-Id': OTHER_CUSTOMER.customerId },
    });
    await expectRefusedWithoutLeak(response);
  });

  it("Alex cannot change the other customer's contact details, and they stay as they were", async () => {
    const before = gateway.db.prepare('SELECT body FROM customers WHERE id = ?').pluck().get(OTHER_CUSTOMER.customerId);
    const response = await gateway.call(`/customers/${OTHER_CUSTOMER.customerId}`, {
      method: 'PUT',
      token: 'alex-token',
      headers: { 'If-Match': '"anything"' },
      body: { emailAddress: 'taken@example.org', mobilePhone: '07700900123' },
    });
    await expectRefusedWithoutLeak(response);
    expect(gateway.db.prepare('SELECT body FROM customers WHERE id = ?').pluck().get(OTHER_CUSTOMER.customerId)).toBe(
      before,
    );
  });

  it('Eli, with a login but no customer record, reaches no customer at all', async () => {
    await expectRefusedWithoutLeak(
      await gateway.call(`/customers/${OTHER_CUSTOMER.customerId}`, { token: 'eli-token' }),
    );
    await expectRefusedWithoutLeak(await gateway.call(`/customers/${alex.customerId}`, { token: 'eli-token' }));
  });
});
