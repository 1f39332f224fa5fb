import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contractErrors } from '../gateway/repair-seeded-world';
import { alex, CARD, headingOf, PORTAL_ORIGIN, startPaymentWorld, type PaymentWorld } from './payment-world';

// The payment page of decision 0037 (sandbox/payment): the hidden form checked against its token, the card page, the
// test cards, 3-D Secure, Cancel and the 90-minute session, each outcome written into the attempt the gateway reports.
let world: PaymentWorld;
beforeAll(async () => {
  world = await startPaymentWorld();
});
afterAll(async () => {
  await world.close();
});

const attemptRow = (id: string) =>
  world.gateway.db
    .prepare('SELECT status, token_used, started_at, card_last4 FROM payment_attempts WHERE id = ?')
    .get(id) as Record<string, unknown>;

describe('the hidden form', () => {
  test('takes a good token once: the attempt starts and the card page is at its own address (303)', async () => {
    const attempt = await world.createAttempt({ amount: '125.50' });
    const token = await world.token(attempt.attemptId);
    const res = await world.post(world.base, world.hiddenForm(attempt, token));
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/payment-sandbox\/payments\/[\w-]{40,}$/);
    expect(location).not.toContain(attempt.attemptId);
    expect(attemptRow(attempt.attemptId)).toMatchObject({
      status: 'started',
      token_used: 1,
      started_at: '2026-11-21T09:00:00Z',
    });
    expect(await world.attempt(attempt.attemptId)).toMatchObject({ status: 'started' });

    const page = await world.get(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(headingOf(html)).toBe('Enter card details');
    expect(html).toContain('£125.50');
    expect(html).toContain(attempt.paymentReference);
    expect(html).toMatch(
      /<label class="label" for="cardNumber">Card number<\/label>[\s\S]*id="cardNumber"[^>]*autocomplete="cc-number" inputmode="numeric"/,
    );
    expect(html).toMatch(
      /<label class="label date-input__label" for="expiryMonth">Month<\/label>\s*<input[^>]*inputmode="numeric" autocomplete="cc-exp-month"/,
    );
    expect(html).toMatch(
      /<label class="label date-input__label" for="expiryYear">Year<\/label>\s*<input[^>]*inputmode="numeric" autocomplete="cc-exp-year"/,
    );
    expect(html).toMatch(
      /<label class="label" for="nameOnCard">Name on card<\/label>[\s\S]*id="nameOnCard"[^>]*autocomplete="cc-name"/,
    );
    expect(html).toMatch(
      /<label class="label" for="securityCode">Card security code<\/label>[\s\S]*id="securityCode"[^>]*autocomplete="cc-csc"[^>]*inputmode="numeric"/,
    );
    expect(html).toContain('>Pay £125.50</button>');
    expect(html).toContain('>Cancel payment</button>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script>|<style|style=/);
  });

  test('sends the strict CSP: no inline script or style, framed by the portal only, forms to itself', async () => {
    const { cardPage } = await world.openCardPage();
    const csp = (await world.get(cardPage)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${PORTAL_ORIGIN}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  test('refuses the same token twice: already started, no second payment page', async () => {
    const attempt = await world.createAttempt();
    const token = await world.token(attempt.attemptId);
    expect((await world.post(world.base, world.hiddenForm(attempt, token))).status).toBe(303);
    const again = await world.post(world.base, world.hiddenForm(attempt, token));
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(headingOf(html)).toBe('This payment has already started');
    expect(html).toContain('No money has been taken');
    expect(html).toContain(
      `href="${PORTAL_ORIGIN}/allPayGatewayConformation?attempt=${attempt.attemptId}" target="_top"`,
    );
    expect(again.headers.get('location')).toBeNull();
  });

  test('a new token replaces the previous one while the attempt is created', async () => {
    const attempt = await world.createAttempt();
    const first = await world.token(attempt.attemptId);
    const second = await world.token(attempt.attemptId);
    const old = await world.post(world.base, world.hiddenForm(attempt, first));
    expect(old.status).toBe(403);
    expect(await old.text()).toContain('No money has been taken');
    expect(attemptRow(attempt.attemptId)).toMatchObject({ status: 'created', token_used: 0 });
    expect((await world.post(world.base, world.hiddenForm(attempt, second))).status).toBe(303);
  });

  test('refuses an unknown token and a token older than 15 minutes, saying no money has been taken', async () => {
    const attempt = await world.createAttempt();
    const token = await world.token(attempt.attemptId);
    const unknown = await world.post(
      world.base,
      world.hiddenForm(attempt, { ...token, 'bearer-token': 'made-up-token' }),
    );
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('No money has been taken');
    world.gateway.clock.advance(15 * 60_000);
    const expired = await world.post(world.base, world.hiddenForm(attempt, token));
    expect(expired.status).toBe(403);
    const html = await expired.text();
    expect(headingOf(html)).toBe('This payment link has expired');
    expect(html).toContain('No money has been taken');
    expect(attemptRow(attempt.attemptId)).toMatchObject({ status: 'created', token_used: 0 });
    world.gateway.clock.advance(-15 * 60_000);
  });

  test('refuses the token of an attempt whose session ended before it started, as expired', async () => {
    const attempt = await world.createAttempt();
    const token = await world.token(attempt.attemptId);
    expect(
      (await world.gateway.app.request(`/__sandbox/payment-attempts/${attempt.attemptId}/expire`, { method: 'POST' }))
        .status,
    ).toBe(200);
    const res = await world.post(world.base, world.hiddenForm(attempt, token));
    expect(res.status).toBe(403);
    expect(headingOf(await res.text())).toBe('This payment link has expired');
    expect(attemptRow(attempt.attemptId)).toMatchObject({ status: 'expired', token_used: 0, started_at: null });
  });

  test.each([
    ['amount', { amount: '1.00' }],
    ['amount written otherwise', { amount: '50.0' }],
    ['customerReference', { customerReference: '40023401' }],
    ['paymentReason', { paymentReason: 'Deposit' }],
    ['client-code', { 'client-code': 'OTHER' }],
  ])('refuses a changed %s: 400 The payment details do not match, nothing started', async (_field, change) => {
    const attempt = await world.createAttempt();
    const token = await world.token(attempt.attemptId);
    const res = await world.post(world.base, world.hiddenForm(attempt, token, change));
    expect(res.status).toBe(400);
    expect(headingOf(await res.text())).toBe('The payment details do not match');
    expect(attemptRow(attempt.attemptId)).toMatchObject({ status: 'created', token_used: 0 });
  });

  test('refuses an incomplete form', async () => {
    const res = await world.post(world.base, { amount: '50.00' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This payment cannot be taken');
  });

  test('after the page took the token, the gateway gives no other (409)', async () => {
    const { attempt } = await world.openCardPage();
    const res = await world.gateway.call(`/user/${alex.customerId}/token?attemptId=${attempt.attemptId}`, {
      token: 'alex',
    });
    expect(res.status).toBe(409);
  });
});

describe('the test cards', () => {
  test.each([
    ['4444333322221111', 'succeeded', 'succeeded', 0, 'Payment successful'],
    ['4000000000000002', 'failed', 'declined', 5, 'Your payment was declined'],
    ['4000000000000069', 'failed', 'card-expired', 54, 'Your card has expired'],
    ['4000000000000127', 'failed', 'security-code', 82, 'The card security code is incorrect'],
    ['4000000000000119', 'failed', 'processing-error', 96, 'There was a problem processing your payment'],
    ['4000000000000010', 'failed', 'declined', 5, 'Your payment was declined'],
  ])('card %s: %s (%s, result %i)', async (cardNumber, status, outcome, resultCode, heading) => {
    const { attempt, cardPage } = await world.openCardPage();
    const res = await world.post(cardPage, { ...CARD, cardNumber });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '', world.base).href).toBe(cardPage);
    const page = await world.get(cardPage);
    const html = await page.text();
    expect(headingOf(html)).toBe(heading);
    if (status === 'failed') expect(html).toContain('No money has been taken');
    expect(html).toContain(`data-parent-origin="${PORTAL_ORIGIN}" data-payment-finished="${attempt.attemptId}"`);
    expect(html).toContain(
      `<a href="${PORTAL_ORIGIN}/allPayGatewayConformation?attempt=${attempt.attemptId}" target="_top">Continue to your payment result</a>`,
    );
    const reported = await world.attempt(attempt.attemptId);
    expect(contractErrors('payment-attempt.schema.json', reported)).toEqual([]);
    expect(reported).toMatchObject({ status, outcome, resultCode, finishedAt: '2026-11-21T09:00:00Z' });
    if (status === 'succeeded') {
      expect(reported).toMatchObject({
        cardLast4: '1111',
        transactionReference: expect.stringMatching(/^T[0-9A-F]{12}$/),
      });
      expect(html).toContain(reported.transactionReference);
    } else {
      expect(reported).not.toHaveProperty('transactionReference');
      expect(reported).not.toHaveProperty('cardLast4');
    }
  });

  test('pressing Pay twice takes one payment: the second press shows the first outcome', async () => {
    const { attempt, cardPage } = await world.openCardPage();
    const before = world.receipts().length;
    await world.post(cardPage, { ...CARD, cardNumber: '4444 3333 2222 1111' });
    const second = await world.post(cardPage, { ...CARD, cardNumber: '4000000000000002' });
    expect(headingOf(await second.text())).toBe('Payment successful');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({ status: 'succeeded', outcome: 'succeeded' });
    expect(world.receipts().length).toBe(before + 1);
  });

  test('card form mistakes are shown GOV.UK style, without echoing the security code, and nothing is taken', async () => {
    const { attempt, cardPage } = await world.openCardPage();
    const res = await world.post(cardPage, {
      cardNumber: '1234',
      expiryMonth: '1',
      expiryYear: '20',
      nameOnCard: '',
      securityCode: '98x',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<title>Error: Enter card details – Card payment (test)</title>');
    expect(html).toContain('There is a problem');
    expect(html).toContain('<a href="#cardNumber">Enter a valid card number</a>');
    expect(html).toContain('<a href="#expiryMonth">Enter a valid expiry date</a>');
    expect(html).toContain('<a href="#nameOnCard">Enter the name as it appears on the card</a>');
    expect(html).toContain('<a href="#securityCode">Enter a valid card security code</a>');
    expect(html).not.toContain('98x');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({ status: 'started' });
  });
});

describe('3-D Secure', () => {
  async function challenged(cardNumber: string) {
    const opened = await world.openCardPage();
    const res = await world.post(opened.cardPage, { ...CARD, cardNumber });
    expect(res.status).toBe(303);
    const challenge = new URL(res.headers.get('location') ?? '', world.base).href;
    expect(challenge).toBe(`${opened.cardPage}/authentication`);
    return { ...opened, challenge };
  }

  test('4000002760003184 asks for the check; Complete authentication takes the payment', async () => {
    const { attempt, cardPage, challenge } = await challenged('4000002760003184');
    const page = await world.get(challenge);
    const html = await page.text();
    expect(headingOf(html)).toBe('Confirm your payment with your bank');
    expect(html).toContain(
      'name="decision" value="complete" data-prevent-double-click>Complete authentication</button>',
    );
    expect(html).toContain('name="decision" value="fail" data-prevent-double-click>Fail authentication</button>');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({ status: 'started' });
    // The card page, opened again meanwhile, leads back to the check rather than to a second card.
    expect((await world.get(cardPage)).headers.get('location')).toMatch(/\/authentication$/);
    const done = await world.post(challenge, { decision: 'complete' });
    expect(done.status).toBe(303);
    expect(headingOf(await (await world.get(cardPage)).text())).toBe('Payment successful');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({
      status: 'succeeded',
      outcome: 'succeeded',
      resultCode: 0,
      cardLast4: '3184',
    });
  });

  test('Fail authentication fails the payment (authentication-failed)', async () => {
    const { attempt, cardPage, challenge } = await challenged('4000002760003184');
    await world.post(challenge, { decision: 'fail' });
    const html = await (await world.get(cardPage)).text();
    expect(headingOf(html)).toBe('Your payment could not be authenticated');
    expect(html).toContain('No money has been taken');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({
      status: 'failed',
      outcome: 'authentication-failed',
      resultCode: 5,
    });
  });

  test('4000008400001629 is declined after a completed check', async () => {
    const { attempt, cardPage, challenge } = await challenged('4000008400001629');
    await world.post(challenge, { decision: 'complete' });
    expect(headingOf(await (await world.get(cardPage)).text())).toBe('Your payment was declined');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({
      status: 'failed',
      outcome: 'declined',
      resultCode: 5,
    });
  });
});

describe('Cancel and the payment session', () => {
  test('Cancel payment cancels: no money taken, and the card can no longer be paid', async () => {
    const { attempt, cardPage } = await world.openCardPage();
    const res = await world.post(`${cardPage}/cancel`, {});
    expect(res.status).toBe(303);
    const html = await (await world.get(cardPage)).text();
    expect(headingOf(html)).toBe('Your payment has been cancelled');
    expect(html).toContain('No money has been taken');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({
      status: 'cancelled',
      outcome: 'cancelled',
      resultCode: 17,
    });
    await world.post(cardPage, { ...CARD, cardNumber: '4444333322221111' });
    expect(await world.attempt(attempt.attemptId)).toMatchObject({ status: 'cancelled' });
  });

  test('a card page left for 90 minutes has expired: paying then takes nothing', async () => {
    const { attempt, cardPage } = await world.openCardPage();
    world.gateway.clock.advance(90 * 60_000 - 1000);
    expect(headingOf(await (await world.get(cardPage)).text())).toBe('Enter card details');
    world.gateway.clock.advance(1000);
    const res = await world.post(cardPage, { ...CARD, cardNumber: '4444333322221111' });
    const html = await res.text();
    expect(headingOf(html)).toBe('Your payment session has expired');
    expect(html).toContain('No money has been taken');
    expect(await world.attempt(attempt.attemptId)).toMatchObject({
      status: 'expired',
      outcome: 'timed-out',
      resultCode: 68,
      finishedAt: '2026-11-21T10:30:00Z',
    });
    expect(world.receipts(attempt.attemptId)).toHaveLength(0);
    world.gateway.clock.advance(-90 * 60_000);
  });

  test('the test control expires a started attempt at once', async () => {
    const { attempt, cardPage } = await world.openCardPage();
    const res = await world.gateway.app.request(`/__sandbox/payment-attempts/${attempt.attemptId}/expire`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(headingOf(await (await world.get(cardPage)).text())).toBe('Your payment session has expired');
    await world.post(cardPage, { ...CARD, cardNumber: '4444333322221111' });
    expect(await world.attempt(attempt.attemptId)).toMatchObject({ status: 'expired' });
  });

  test('an address that is no payment session is not found', async () => {
    const res = await world.get(`${world.base}/payments/not-a-session-key-at-all-000000`);
    expect(res.status).toBe(404);
    expect(headingOf(await res.text())).toBe('Payment not found');
  });
});

test('the page script tells the portal only that the attempt finished, at the portal origin, and is served by the page', async () => {
  const js = await world.get(`${world.base}/assets/payment.js`);
  expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await js.text()).toContain(
    "window.parent.postMessage({ type: 'payment-finished', attemptId: attemptId }, parentOrigin)",
  );
  expect((await world.get(`${world.base}/assets/page.css`)).status).toBe(200);
  expect((await world.get(`${world.base}/assets/payment.css`)).status).toBe(200);
});
