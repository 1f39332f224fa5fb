import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FormBodyError, readFormBody } from '../idp/read-form-body';
import { createStaticAssets } from '../idp/static-assets';
import { cardFormPage, outcomePage, problemPage, type OutcomeMessage, type PaymentSummary } from './payment-pages';
import { outcomeForCard, type CardOutcome } from './test-cards';
import { validateCard } from './validate-card';

export interface PaymentSandboxOptions {
  basePath: '/payment-sandbox';
  portalOrigin: string;
  clock?: { now(): Date };
  newId?: () => string;
}

export interface PaymentRecord extends PaymentSummary {
  clientCode: string;
  createdAt: string;
  status: 'pending' | 'succeeded' | 'failed';
  resultCode?: number;
  transactionReference?: string;
  cardLast4?: string;
  completedAt?: string;
}

export interface PaymentSandbox {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Every payment started since the sandbox started, oldest first (kept in memory only). */
  payments(): readonly PaymentRecord[];
}

const here = dirname(fileURLToPath(import.meta.url));
const AMOUNT = /^\d{1,7}\.\d{2}$/;

/**
 * A stand-in for the embedded card payment gateway: the portal posts the gateway token and the payment into a
 * frame; this page takes a test card and tells the portal the result with postMessage.
 */
export function createPaymentSandbox(options: PaymentSandboxOptions): PaymentSandbox {
  const clock = options.clock ?? { now: () => new Date() };
  const newId = options.newId ?? randomUUID;
  const base = options.basePath;
  const ctx = { assetsPath: `${base}/assets` };
  const records = new Map<string, PaymentRecord>();
  const outcomes = new Map<string, CardOutcome>();
  const serveAsset = createStaticAssets({
    'page.css': join(here, '../idp/assets/idp.css'),
    'payment.css': join(here, 'assets/payment.css'),
    'payment.js': join(here, 'assets/payment.js'),
  });
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "form-action 'self'",
      `frame-ancestors ${options.portalOrigin}`,
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };

  function send(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, headers);
    res.end(body);
  }

  function showOutcome(res: ServerResponse, record: PaymentRecord, outcome: CardOutcome): void {
    const message: OutcomeMessage = {
      type: 'payment-result',
      resultCode: outcome.resultCode,
      transactionReference: record.transactionReference ?? '',
      amount: record.amount,
    };
    send(res, 200, outcomePage(ctx, record, outcome, message, options.portalOrigin));
  }

  async function start(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readFormBody(req);
    const amount = (form.amount ?? '').trim();
    const payment = {
      clientCode: (form['client-code'] ?? '').trim(),
      bearerToken: (form['bearer-token'] ?? '').trim(),
      customerReference: (form.customerReference ?? '').trim(),
      paymentReason: (form.paymentReason ?? '').trim(),
    };
    if (!payment.bearerToken || !payment.clientCode || !payment.customerReference || !AMOUNT.test(amount) || Number(amount) <= 0) {
      send(res, 400, problemPage(ctx, 'This payment cannot be taken', 'The payment details sent to this page were incomplete. Go back and try again.'));
      return;
    }
    const record: PaymentRecord = {
      id: newId(),
      clientCode: payment.clientCode,
      customerReference: payment.customerReference,
      paymentReason: payment.paymentReason || 'Rent',
      amount,
      createdAt: clock.now().toISOString(),
      status: 'pending',
    };
    records.set(record.id, record);
    send(res, 200, cardFormPage(ctx, `${base}/payments/${record.id}`, record));
  }

  async function pay(req: IncomingMessage, res: ServerResponse, record: PaymentRecord): Promise<void> {
    const form = await readFormBody(req);
    // A second press or a resubmitted form shows the first result: a payment is taken at most once.
    const earlier = outcomes.get(record.id);
    if (earlier) {
      showOutcome(res, record, earlier);
      return;
    }
    const { input, errors } = validateCard(form, clock.now());
    if (errors.length) {
      const { securityCode: _code, ...keep } = input;
      send(res, 400, cardFormPage(ctx, `${base}/payments/${record.id}`, record, { ...keep, cardNumber: form.cardNumber ?? '' }, errors));
      return;
    }
    const outcome = outcomeForCard(input.cardNumber);
    record.status = outcome.resultCode === 0 ? 'succeeded' : 'failed';
    record.resultCode = outcome.resultCode;
    record.transactionReference = `T${newId().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    record.cardLast4 = input.cardNumber.slice(-4);
    record.completedAt = clock.now().toISOString();
    outcomes.set(record.id, outcome);
    showOutcome(res, record, outcome);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const rest = pathname.slice(base.length).replace(/^\/+/, '');
    if (rest.startsWith('assets/')) {
      if (!serveAsset(req, res, rest.slice('assets/'.length))) res.writeHead(404).end();
      return;
    }
    if (rest === '') {
      if (req.method === 'POST') await start(req, res);
      else res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    const match = /^payments\/([\w-]+)$/.exec(rest);
    const record = match?.[1] ? records.get(match[1]) : undefined;
    if (!record) {
      send(res, 404, problemPage(ctx, 'Payment not found', 'This payment has expired or does not exist. Go back and try again.'));
      return;
    }
    const outcome = outcomes.get(record.id);
    if (req.method === 'POST') await pay(req, res, record);
    else if (req.method === 'GET' && outcome) showOutcome(res, record, outcome);
    else if (req.method === 'GET') send(res, 200, cardFormPage(ctx, `${base}/payments/${record.id}`, record));
    else res.writeHead(405, { Allow: 'GET, POST' }).end();
  }

  return {
    handle(req, res) {
      route(req, res).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof FormBodyError) {
          res.writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.message);
          return;
        }
        console.error('payment sandbox error', error);
        send(res, 500, problemPage(ctx, 'Sorry, there is a problem with the service', 'Try again later.'));
      });
    },
    payments: () => [...records.values()],
  };
}
