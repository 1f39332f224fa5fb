import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/open-database';
import { FormBodyError, readFormBody } from '../idp/read-form-body';
import { createStaticAssets } from '../idp/static-assets';
import {
  awaitChallenge,
  finishAttempt,
  settleExpiry,
  startAttempt,
  type Finish,
} from '../payment-attempts/attempt-lifecycle';
import { attemptByPageSession, readAttempt, type AttemptRow } from '../payment-attempts/attempt-store';
import { amountFromPence } from '../payment-attempts/pence';
import { checkHiddenForm } from './check-hidden-form';
import { HIDDEN_FORM_PROBLEMS } from './hidden-form-problems';
import { OUTCOME_TEXTS } from './outcome-texts';
import {
  cardFormPage,
  challengePage,
  outcomePage,
  portalResultUrl,
  problemPage,
  type PaymentSummary,
} from './payment-pages';
import { behaviourOfCard } from './test-cards';
import { validateCard } from './validate-card';

export interface PaymentSandboxOptions {
  basePath: '/payment-sandbox';
  portalOrigin: string;
  /** The sandbox database: the payment page reads and writes the gateway's payment_attempts (decision 0037). */
  db: Db;
  /** The gateway's clock: attempts are made and expire by it. */
  clock?: { now(): Date };
  newId?: () => string;
}

export interface PaymentSandbox {
  handle(req: IncomingMessage, res: ServerResponse): void;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A stand-in for the embedded card payment gateway (decision 0037), on another site than the portal: it takes the
 * portal's hidden form once per gateway token, shows the card page at an address only this frame knows, and writes
 * the outcome into the attempt, where the gateway reads it. The frame is told nothing it must trust: its message and
 * link only send the portal to ask the gateway.
 */
export function createPaymentSandbox(options: PaymentSandboxOptions): PaymentSandbox {
  const { db, portalOrigin } = options;
  const clock = options.clock ?? { now: () => new Date() };
  const newId = options.newId ?? randomUUID;
  const base = options.basePath;
  const ctx = { assetsPath: `${base}/assets`, portalOrigin };
  const serveAsset = createStaticAssets({
    'page.css': [join(here, '../idp/assets/page.css'), join(here, '../idp/assets/forms.css')],
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
      `frame-ancestors ${portalOrigin}`,
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };

  const send = (res: ServerResponse, status: number, body: string): void => {
    res.writeHead(status, headers);
    res.end(body);
  };
  const seeOther = (res: ServerResponse, location: string): void => {
    res.writeHead(303, { ...headers, Location: location });
    res.end();
  };
  const pagePath = (session: string, rest = '') => `${base}/payments/${session}${rest}`;
  const summaryOf = (row: AttemptRow): PaymentSummary => ({
    customerReference: row.payment_reference,
    paymentReason: row.payment_reason,
    amount: amountFromPence(row.amount_pence),
  });

  function showOutcome(res: ServerResponse, row: AttemptRow): void {
    const text = OUTCOME_TEXTS[row.outcome ?? 'processing-error'];
    send(
      res,
      200,
      outcomePage(ctx, summaryOf(row), text, {
        attemptId: row.id,
        transactionReference: row.status === 'succeeded' ? row.transaction_reference : null,
        portalOrigin,
      }),
    );
  }

  function finish(row: AttemptRow, outcome: Finish['outcome'], cardLast4?: string): void {
    const succeeded = outcome === 'succeeded';
    finishAttempt(
      db,
      row.id,
      {
        outcome,
        ...(succeeded
          ? {
              transactionReference: `T${newId().replace(/-/g, '').slice(-12).toUpperCase()}`,
              cardLast4: cardLast4 ?? row.card_last4 ?? '',
            }
          : {}),
      },
      clock.now(),
      newId,
    );
  }

  // POST {base}: the portal's hidden form, checked against its token; the card page is at a new secret address.
  async function start(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readFormBody(req);
    const now = clock.now();
    const check = checkHiddenForm(db, form, now);
    if (!check.ok) {
      const problem = HIDDEN_FORM_PROBLEMS[check.problem];
      const link =
        check.problem === 'used-token' && check.attempt
          ? { href: portalResultUrl(portalOrigin, check.attempt.id), text: 'See what happened to this payment' }
          : undefined;
      send(res, problem.status, problemPage(ctx, problem.heading, problem.text, link));
      return;
    }
    const session = startAttempt(db, check.attempt.id, check.tokenHash, now);
    if (session === null) {
      // Another post of the same token got there first.
      const problem = HIDDEN_FORM_PROBLEMS['used-token'];
      send(
        res,
        problem.status,
        problemPage(ctx, problem.heading, problem.text, {
          href: portalResultUrl(portalOrigin, check.attempt.id),
          text: 'See what happened to this payment',
        }),
      );
      return;
    }
    seeOther(res, pagePath(session));
  }

  // POST the card form: one outcome per attempt, whatever is pressed twice.
  async function pay(req: IncomingMessage, res: ServerResponse, row: AttemptRow, session: string): Promise<void> {
    const form = await readFormBody(req);
    if (row.challenge_outcome !== null) return seeOther(res, pagePath(session, '/authentication'));
    const { input, errors } = validateCard(form, clock.now());
    if (errors.length) {
      const { securityCode: _code, ...keep } = input;
      send(
        res,
        400,
        cardFormPage(
          ctx,
          { pay: pagePath(session), cancel: pagePath(session, '/cancel') },
          summaryOf(row),
          { ...keep, cardNumber: form.cardNumber ?? '' },
          errors,
        ),
      );
      return;
    }
    const behaviour = behaviourOfCard(input.cardNumber);
    const last4 = input.cardNumber.slice(-4);
    if (behaviour.kind === 'challenge') {
      awaitChallenge(db, row.id, last4, behaviour.afterChallenge);
      return seeOther(res, pagePath(session, '/authentication'));
    }
    finish(row, behaviour.outcome, last4);
    seeOther(res, pagePath(session));
  }

  // POST the 3-D Secure page: Complete leads to what the card does after its check, Fail to authentication-failed.
  async function authenticate(
    req: IncomingMessage,
    res: ServerResponse,
    row: AttemptRow,
    session: string,
  ): Promise<void> {
    const form = await readFormBody(req);
    if (row.challenge_outcome === null) return seeOther(res, pagePath(session));
    if (form.decision === 'complete') finish(row, row.challenge_outcome === 'succeeded' ? 'succeeded' : 'declined');
    else if (form.decision === 'fail') finish(row, 'authentication-failed');
    else {
      send(res, 400, challengePage(ctx, pagePath(session, '/authentication'), summaryOf(row)));
      return;
    }
    seeOther(res, pagePath(session));
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
    const match = /^payments\/([\w-]{20,100})(?:\/(cancel|authentication))?$/.exec(rest);
    const session = match?.[1];
    const found = session ? attemptByPageSession(db, session) : undefined;
    if (!session || !found) {
      send(
        res,
        404,
        problemPage(
          ctx,
          'Payment not found',
          'This payment does not exist. No money has been taken. Go back to your account and try again.',
        ),
      );
      return;
    }
    // The clock's part first: a page left for 90 minutes has expired, whatever is pressed on it now.
    const row = settleExpiry(db, found, clock.now(), newId);
    const action = match?.[2];
    if (row.status !== 'started') {
      if (req.method === 'GET' || req.method === 'POST') showOutcome(res, readAttempt(db, row.id) as AttemptRow);
      else res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    if (action === 'cancel') {
      if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end();
      finish(row, 'cancelled');
      return seeOther(res, pagePath(session));
    }
    if (action === 'authentication') {
      if (req.method === 'POST') return authenticate(req, res, row, session);
      if (req.method !== 'GET') return void res.writeHead(405, { Allow: 'GET, POST' }).end();
      if (row.challenge_outcome === null) return seeOther(res, pagePath(session));
      return send(res, 200, challengePage(ctx, pagePath(session, '/authentication'), summaryOf(row)));
    }
    if (req.method === 'POST') return pay(req, res, row, session);
    if (req.method !== 'GET') return void res.writeHead(405, { Allow: 'GET, POST' }).end();
    if (row.challenge_outcome !== null) return seeOther(res, pagePath(session, '/authentication'));
    send(res, 200, cardFormPage(ctx, { pay: pagePath(session), cancel: pagePath(session, '/cancel') }, summaryOf(row)));
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
  };
}
