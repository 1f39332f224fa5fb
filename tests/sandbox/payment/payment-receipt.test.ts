import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountView } from '../../../schemas/generated/gateway.account-view';
import type { CommunicationList } from '../../../schemas/generated/gateway.communication-list';
import { contractErrors } from '../gateway/repair-seeded-world';
import { alex, CARD, startPaymentWorld, type PaymentWorld } from './payment-world';

// What a payment taken leaves behind (decision 0037): the receipt in the resident's messages, once per attempt, and
// the payment pending on the account until the finance system posts it.
let world: PaymentWorld;
beforeAll(async () => {
  world = await startPaymentWorld();
});
afterAll(async () => {
  await world.close();
});

async function paid(amount = '50.00', cardNumber = '4444333322221111') {
  const { attempt, cardPage } = await world.openCardPage({ amount });
  await world.post(cardPage, { ...CARD, cardNumber });
  return { attempt: await world.attempt(attempt.attemptId), cardPage };
}

describe('the receipt', () => {
  test('is one unread message in the inbox, however often the attempt and its page are read', async () => {
    const { attempt, cardPage } = await paid('1250.00');
    for (let i = 0; i < 5; i += 1) {
      expect((await world.attempt(attempt.attemptId)).status).toBe('succeeded');
      await world.get(cardPage);
    }
    await world.post(cardPage, { ...CARD, cardNumber: '4444333322221111' });
    const receipts = world.receipts(attempt.attemptId);
    expect(receipts).toHaveLength(1);
    expect(world.receipts().filter((r) => r.body.includes(attempt.transactionReference ?? '-'))).toHaveLength(1);

    const res = await world.gateway.call(
      `/customers/${alex.customerId}/communications?searchText=${encodeURIComponent(attempt.transactionReference ?? '')}`,
      { token: 'alex' },
    );
    const list = (await res.json()) as CommunicationList;
    expect(contractErrors('communication-list.schema.json', list)).toEqual([]);
    expect(list['total-count']).toBe(1);
    const message = list.communications[0];
    expect(message).toMatchObject({
      status: 'UNREAD',
      communicationCategoryType: 'PaymentReceipt',
      assetIdentifier: alex.propertyId,
      customerIdentifier: alex.customerId,
      createdDate: attempt.finishedAt,
    });
    const [subject, body] = (message?.message.content ?? []).map((item) => item.value);
    expect(subject).toBe('Payment received – £1,250.00');
    expect(body).toContain(`Transaction reference: ${attempt.transactionReference}`);
    expect(body).toContain('Amount: £1,250.00');
    // 09:00 UTC on 21 November is 09:00 in London (GMT).
    expect(body).toContain('Date and time: 21 November 2026 at 09:00');
    expect(body).toContain(`Account: REN, pay ref ${alex.paymentReference}`);
    expect(body).toContain('Dear Mx Morgan,');
  });

  test('gives the time in London time in summer', async () => {
    const start = world.gateway.clock.now().getTime();
    const summer = new Date('2027-07-01T12:05:00Z').getTime();
    world.gateway.clock.advance(summer - start);
    try {
      const { attempt } = await paid('10.00');
      const body = world.receipts(attempt.attemptId)[0]?.body ?? '';
      expect(body).toContain('1 July 2027 at 13:05');
    } finally {
      world.gateway.clock.advance(start - summer);
    }
  });

  test('is not sent for a payment that failed, was cancelled or expired', async () => {
    const before = world.receipts().length;
    await paid('20.00', '4000000000000002');
    const { cardPage } = await world.openCardPage();
    await world.post(`${cardPage}/cancel`, {});
    const expiring = await world.openCardPage();
    await world.gateway.app.request(`/__sandbox/payment-attempts/${expiring.attempt.attemptId}/expire`, {
      method: 'POST',
    });
    expect(world.receipts().length).toBe(before);
  });
});

test('a payment taken is pending on the account at once; the balance is what has been posted', async () => {
  const read = async () =>
    (await (await world.gateway.call(`/accounts/${alex.rentAccountId}`, { token: 'alex' })).json()) as AccountView;
  const before = await read();
  const { attempt } = await paid('33.10');
  const after = await read();
  expect(contractErrors('account-view.schema.json', after)).toEqual([]);
  expect(after.pendingPayments?.find((p) => p.attemptId === attempt.attemptId)).toEqual({
    attemptId: attempt.attemptId,
    amount: 33.1,
    paidAt: attempt.finishedAt,
    transactionReference: attempt.transactionReference,
  });
  expect(after.pendingPayments).toHaveLength((before.pendingPayments?.length ?? 0) + 1);
  expect(after.LiveBalance).toBe(before.LiveBalance);
});
