import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPaymentSandbox, type PaymentSandbox } from '../../../sandbox/payment/create-payment-sandbox';

const PORTAL_ORIGIN = 'http://portal.test';
let server: Server;
let sandbox: PaymentSandbox;
let base: string;

beforeAll(async () => {
  sandbox = createPaymentSandbox({ basePath: '/payment-sandbox', portalOrigin: PORTAL_ORIGIN, clock: { now: () => new Date('2026-11-21T10:00:00Z') } });
  server = createServer((req, res) => sandbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment-sandbox`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function post(url: string, form: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

/** What the portal posts into the frame named allpay (portal.md §3 Gateway token response). */
const hiddenForm = {
  'bearer-token': 'token-from-gateway',
  'client-code': 'client-42',
  customerReference: 'RT1234567',
  amount: '125.50',
  paymentReason: 'Rent',
};

async function openCardForm(): Promise<{ action: string; html: string; response: Response }> {
  const response = await post(base, hiddenForm);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  return { action: new URL(action, base).href, html, response };
}

const validCard = { nameOnCard: 'A Single', expiryMonth: '10', expiryYear: '30', securityCode: '123' };

function postedResult(html: string): Record<string, unknown> {
  const raw = /data-payment-result="([^"]+)"/.exec(html)?.[1] ?? '{}';
  return JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
}

describe('payment sandbox', () => {
  test('the hidden-form post shows an accessible card form with the amount and reference', async () => {
    const { response, html } = await openCardForm();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL_ORIGIN}`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1 class="heading-l">Enter card details</h1>');
    expect(html).toContain('£125.50');
    expect(html).toContain('RT1234567');
    expect(html).toMatch(/<label class="label" for="cardNumber">Card number<\/label>[\s\S]*id="cardNumber"[^>]*autocomplete="cc-number"/);
    expect(html).toMatch(/id="expiryMonth"[^>]*autocomplete="cc-exp-month"/);
    expect(html).toMatch(/id="nameOnCard"[^>]*autocomplete="cc-name"/);
    expect(html).toMatch(/id="securityCode"[^>]*autocomplete="cc-csc"/);
    expect(html).toContain('>Pay £125.50</button>');
    expect(html).not.toMatch(/<script>|style=/);
  });

  test.each([
    ['4444333322221111', 0, 'Payment successful', 'succeeded'],
    ['4000000000000002', 5, 'Your payment was declined', 'failed'],
    ['4000000000000069', 54, 'Your card has expired', 'failed'],
    ['4000000000000127', 82, 'The card security code is incorrect', 'failed'],
  ])('card %s gives result code %i (%s)', async (cardNumber, resultCode, heading, status) => {
    const { action } = await openCardForm();
    const response = await post(action, { ...validCard, cardNumber });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class="heading-l">${heading}</h1>`);
    expect(html).toContain(`data-parent-origin="${PORTAL_ORIGIN}"`);
    const message = postedResult(html);
    expect(message).toMatchObject({ type: 'payment-result', resultCode, amount: '125.50' });
    expect(message.transactionReference).toMatch(/^T[0-9A-F]{12}$/);
    const record = sandbox.payments().find((p) => action.endsWith(p.id));
    expect(record).toMatchObject({ status, resultCode, amount: '125.50', customerReference: 'RT1234567', cardLast4: cardNumber.slice(-4) });
  });

  test('pressing Pay twice takes one payment and shows the same result', async () => {
    const { action } = await openCardForm();
    const first = postedResult(await (await post(action, { ...validCard, cardNumber: '4444 3333 2222 1111' })).text());
    const second = postedResult(await (await post(action, { ...validCard, cardNumber: '4000000000000002' })).text());
    expect(second).toEqual(first);
    expect(first.resultCode).toBe(0);
  });

  test('card form mistakes are shown GOV.UK style, without echoing the security code', async () => {
    const { action } = await openCardForm();
    const response = await post(action, { cardNumber: '1234', expiryMonth: '1', expiryYear: '20', nameOnCard: '', securityCode: '98x' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<title>Error: Enter card details – Card payment (test)</title>');
    expect(html).toContain('There is a problem');
    expect(html).toContain('<a href="#cardNumber">Enter a valid card number</a>');
    expect(html).toContain('<a href="#expiryMonth">Enter a valid expiry date</a>');
    expect(html).toContain('<a href="#nameOnCard">Enter the name as it appears on the card</a>');
    expect(html).toContain('<a href="#securityCode">Enter a valid card security code</a>');
    expect(html).not.toContain('98x');
    expect(sandbox.payments().find((p) => action.endsWith(p.id))?.status).toBe('pending');
  });

  test('an incomplete hidden form is refused', async () => {
    const response = await post(base, { ...hiddenForm, amount: '12.5' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This payment cannot be taken');
    expect((await post(base, { ...hiddenForm, 'bearer-token': '' })).status).toBe(400);
  });

  test('the page script and styles are served from its own asset route', async () => {
    const js = await fetch(`${base}/assets/payment.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain('window.parent.postMessage(JSON.parse(result), parentOrigin)');
    expect((await fetch(`${base}/assets/page.css`)).status).toBe(200);
  });
});
