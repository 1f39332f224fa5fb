import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentAttempt } from '../../../schemas/generated/gateway.payment-attempt';
import type { PaymentToken } from '../../../schemas/generated/gateway.payment-token';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { createPaymentSandbox } from '../../../sandbox/payment/create-payment-sandbox';
import { seededGateway } from '../gateway/repair-seeded-world';
import type { TestGateway } from '../gateway/test-gateway';

export const PORTAL_ORIGIN = 'http://127.0.0.1:8080';
export const { alex, bea } = PERSONAS;

/** A card every test may use with any test card number: a future expiry, a name and a 3-digit code. */
export const CARD = { nameOnCard: 'Alex Morgan', expiryMonth: '10', expiryYear: '30', securityCode: '123' } as const;

/**
 * The seeded gateway and the payment page on one database and one clock, the page behind a real HTTP server (it
 * answers node requests): the portal's whole card payment, call by call, as decision 0037 sets it out.
 */
export interface PaymentWorld {
  gateway: TestGateway;
  /** http://127.0.0.1:<port>/payment-sandbox */
  base: string;
  close(): Promise<void>;
  createAttempt(options?: {
    accountId?: string;
    amount?: string;
    key?: string;
    token?: string;
    paymentReference?: string;
  }): Promise<PaymentAttempt>;
  token(attemptId: string, token?: string): Promise<PaymentToken>;
  /** The hidden form the portal posts into the frame, for this attempt and token (fields overridable). */
  hiddenForm(attempt: PaymentAttempt, token: PaymentToken, overrides?: Record<string, string>): Record<string, string>;
  post(url: string, form: Record<string, string>): Promise<Response>;
  get(url: string): Promise<Response>;
  /** Attempt, token and hidden form: the card page's address (absolute). */
  openCardPage(options?: { amount?: string }): Promise<{ attempt: PaymentAttempt; cardPage: string }>;
  /** The attempt as the gateway reports it to its owner. */
  attempt(attemptId: string, token?: string): Promise<PaymentAttempt>;
  receipts(attemptId?: string): { id: string; body: string }[];
}

let keyCounter = 0;

export async function startPaymentWorld(): Promise<PaymentWorld> {
  const gateway = seededGateway();
  let counter = 0;
  const sandbox = createPaymentSandbox({
    basePath: '/payment-sandbox',
    portalOrigin: PORTAL_ORIGIN,
    db: gateway.db,
    clock: gateway.clock,
    newId: () => `aaaaaaaa-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  });
  const server: Server = createServer((req, res) => sandbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment-sandbox`;

  const post = (url: string, form: Record<string, string>) =>
    fetch(new URL(url, base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  const get = (url: string) => fetch(new URL(url, base), { redirect: 'manual' });

  const world: PaymentWorld = {
    gateway,
    base,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async createAttempt(options = {}) {
      const res = await gateway.call(`/accounts/${options.accountId ?? alex.rentAccountId}/payment-attempts`, {
        method: 'POST',
        token: options.token ?? 'alex',
        headers: { 'X-Operation-Key': options.key ?? `key-${++keyCounter}` },
        body: {
          amount: options.amount ?? '50.00',
          paymentReference: options.paymentReference ?? alex.paymentReference,
        },
      });
      if (res.status !== 201) throw new Error(`create attempt: ${res.status} ${await res.text()}`);
      return (await res.json()) as PaymentAttempt;
    },
    async token(attemptId, token = 'alex') {
      const res = await gateway.call(`/user/${alex.customerId}/token?attemptId=${attemptId}`, { token });
      if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
      return (await res.json()) as PaymentToken;
    },
    hiddenForm(attempt, token, overrides = {}) {
      return {
        'bearer-token': token['bearer-token'],
        'client-code': token['client-code'],
        customerReference: attempt.paymentReference,
        amount: attempt.amount,
        paymentReason: 'Rent',
        ...overrides,
      };
    },
    post,
    get,
    async openCardPage(options = {}) {
      const attempt = await world.createAttempt(options.amount ? { amount: options.amount } : {});
      const token = await world.token(attempt.attemptId);
      const res = await post(base, world.hiddenForm(attempt, token));
      if (res.status !== 303) throw new Error(`hidden form: ${res.status} ${await res.text()}`);
      return { attempt, cardPage: new URL(res.headers.get('location') ?? '', base).href };
    },
    async attempt(attemptId, token = 'alex') {
      const res = await gateway.call(`/payment-attempts/${attemptId}`, { token });
      if (res.status !== 200) throw new Error(`attempt: ${res.status} ${await res.text()}`);
      return (await res.json()) as PaymentAttempt;
    },
    receipts(attemptId) {
      const rows = gateway.db
        .prepare("SELECT id, body FROM communications WHERE category = 'PaymentReceipt' ORDER BY created_date, id")
        .all() as { id: string; body: string }[];
      if (attemptId === undefined) return rows;
      const receiptId = gateway.db
        .prepare('SELECT receipt_id FROM payment_attempts WHERE id = ?')
        .pluck()
        .get(attemptId) as string | null;
      return rows.filter((row) => row.id === receiptId);
    },
  };
  return world;
}

/** The h1 of a page. */
export function headingOf(html: string): string {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}
