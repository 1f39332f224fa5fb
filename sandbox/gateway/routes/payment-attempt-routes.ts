import type { PaymentAttemptCreate } from '../../../schemas/generated/gateway.payment-attempt-create';
import type { PaymentToken } from '../../../schemas/generated/gateway.payment-token';
import { FINAL_STATUSES } from '../../payment-attempts/attempt-outcomes';
import { finishAttempt, issueToken, settleExpiry } from '../../payment-attempts/attempt-lifecycle';
import {
  attemptRepresentation,
  CLIENT_CODE,
  PAYMENT_REASON,
  readAttempt,
  type AttemptRow,
} from '../../payment-attempts/attempt-store';
import { penceFromAmount } from '../../payment-attempts/pence';
import { authorise } from '../authorise';
import { badRequest, conflict, GatewayHttpError, notFound, unprocessable } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireOwnCustomer, requireOwnership } from '../ownership';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';

/** What a resident may pay by card in one go (portal.md §5 "Payment amount": 1 to 5000 pounds). */
export const PAYMENT_LIMITS_PENCE = { min: 100, max: 500_000 } as const;

/** Accounts no payment is taken into (decision 0037: a deposit is paid another way). */
const NOT_PAYABLE_ACCOUNT_TYPES = new Set(['DEP']);

const attemptStarted = () =>
  new GatewayHttpError(409, [
    {
      code: 'attempt-started',
      message: 'This payment has already been sent to the payment page: show its outcome, not a new payment form.',
    },
  ]);

/**
 * Card payments (decision 0037): an attempt made before any token (idempotent by the required X-Operation-Key), the
 * gateway token bound to it, and the attempt as the payment provider reports it. The payment page
 * (sandbox/payment) takes the token and writes the outcome into the same payment_attempts rows.
 */
export function registerPaymentAttemptRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  /** The caller's attempt, expired first when its payment session has run out (403 another's, 404 none). */
  const loadOwnAttempt = (customerId: string, attemptId: string): AttemptRow => {
    const row = readAttempt(db, attemptId);
    requireOwnership({ exists: row !== undefined, owned: row?.customer_id === customerId });
    return settleExpiry(db, row as AttemptRow, deps.clock.now(), deps.newId);
  };

  api.post('/accounts/:id/payment-attempts', async (c) => {
    const customerId = authorise(c, db);
    const account = db
      .prepare('SELECT id, customer_id, account_type, pay_ref FROM accounts WHERE id = ?')
      .get(c.req.param('id')) as { id: string; customer_id: string; account_type: string; pay_ref: string } | undefined;
    requireOwnership({ exists: account !== undefined, owned: account?.customer_id === customerId });
    // Required here, unlike searches: without it a double press or a retry would make two attempts (the middleware
    // replays an answer only when the key is sent).
    if (c.req.header('X-Operation-Key') === undefined) {
      throw badRequest([
        {
          field: 'X-Operation-Key',
          code: 'required',
          message: 'Send an X-Operation-Key so that a retry makes no second payment.',
        },
      ]);
    }
    const body = await readValidatedBody<PaymentAttemptCreate>(c, deps.validator, 'payment-attempt-create.schema.json');
    const { account_type: accountType, pay_ref: payRef } = account as NonNullable<typeof account>;
    if (NOT_PAYABLE_ACCOUNT_TYPES.has(accountType)) {
      throw unprocessable([{ code: 'not-payable', message: 'A card payment cannot be made into this account.' }]);
    }
    const problems = [];
    const pence = penceFromAmount(body.amount);
    if (pence < PAYMENT_LIMITS_PENCE.min || pence > PAYMENT_LIMITS_PENCE.max) {
      problems.push({ field: '/amount', code: 'amount', message: 'must be from 1.00 to 5000.00' });
    }
    if (body.paymentReference !== payRef) {
      problems.push({
        field: '/paymentReference',
        code: 'paymentReference',
        message: "is not this account's payment reference",
      });
    }
    if (problems.length > 0) throw unprocessable(problems);
    const id = deps.newId();
    db.prepare(
      "INSERT INTO payment_attempts (id, customer_id, account_id, payment_reference, amount_pence, payment_reason, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'created', ?)",
    ).run(
      id,
      customerId,
      c.req.param('id'),
      payRef,
      pence,
      PAYMENT_REASON,
      `${deps.clock.now().toISOString().slice(0, 19)}Z`,
    );
    c.header(
      'Location',
      `${new URL(c.req.url).pathname.replace(/\/accounts\/[^/]+\/payment-attempts$/, '')}/payment-attempts/${id}`,
    );
    return jsonWithETag(c, attemptRepresentation(readAttempt(db, id) as AttemptRow), undefined, 201);
  });

  // The spec's token call (portal.md §7 GET /user/{id}/token), for one attempt: a new token each time while it is
  // created (the previous one stops working), 409 once the payment page has taken one.
  api.get('/user/:id/token', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const attemptId = (c.req.query('attemptId') ?? '').trim();
    if (attemptId === '')
      throw badRequest([
        { field: 'attemptId', code: 'required', message: 'Name the payment attempt the token is for.' },
      ]);
    const attempt = loadOwnAttempt(customerId, attemptId);
    if (attempt.status !== 'created') throw attemptStarted();
    const token = issueToken(db, attempt.id, deps.clock.now());
    // Only a request that raced this one to the payment page can have moved it on since the read above.
    if (token === null) throw attemptStarted();
    c.header('Cache-Control', 'no-store');
    return c.json({ 'bearer-token': token, 'client-code': CLIENT_CODE } satisfies PaymentToken);
  });

  api.get('/payment-attempts/:id', (c) => {
    const attempt = loadOwnAttempt(authorise(c, db), c.req.param('id'));
    return jsonWithETag(c, attemptRepresentation(attempt));
  });
}

/**
 * Test control: POST /__sandbox/payment-attempts/{id}/expire ends the payment session at once (as 90 minutes would).
 */
export function registerPaymentAttemptSandboxRoutes(sandbox: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  sandbox.post('/payment-attempts/:id/expire', (c) => {
    const row = readAttempt(db, c.req.param('id'));
    if (!row) throw notFound();
    if (FINAL_STATUSES.has(row.status)) throw conflict(`The payment attempt has already finished (${row.status}).`);
    finishAttempt(db, row.id, { outcome: 'timed-out' }, deps.clock.now(), deps.newId);
    return c.json(attemptRepresentation(readAttempt(db, row.id) as AttemptRow));
  });
}
