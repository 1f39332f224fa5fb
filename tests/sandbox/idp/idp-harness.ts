import { createServer, type Server } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Db } from '../../../sandbox/db/open-database';
import { hashPassword } from '../../../sandbox/db/password';
import { createIdentityProvider, type IdentityProvider } from '../../../sandbox/idp/create-identity-provider';

export const PASSWORD = 'correct horse battery';
export const CUSTOMER_ID = 'c0ffee00-0000-4000-8000-000000000001';
export const PAYMENT_REFERENCE = 'RT1234567';
export const DATE_OF_BIRTH = '1980-03-27';
export const UNLINKED_CUSTOMER_ID = 'c0ffee00-0000-4000-8000-000000000002';
export const UNLINKED_PAYMENT_REFERENCE = 'RT7654321';

/** An in-memory database with two accounts (one linked to a customer, one not) and one customer without an account. */
export function createTestDb(): Db {
  const db = openDatabase(':memory:');
  const now = '2026-01-01T00:00:00.000Z';
  db.prepare("INSERT INTO assets (id, asset_type, body) VALUES ('asset-1', 'Property', '{}')").run();
  const customer = db.prepare('INSERT INTO customers (id, body) VALUES (?, ?)');
  const tenancy = db.prepare(
    `INSERT INTO tenancies (id, customer_id, premises_id, tenancy_type, tenancy_group, start_date, is_active, payment_reference, body)
     VALUES (?, ?, 'asset-1', 'Social', 'General Needs', '2015-01-01', 1, ?, '{}')`,
  );
  customer.run(
    CUSTOMER_ID,
    JSON.stringify({ person: { name: { givenName: 'Alex', surname: 'Single' }, dateOfBirth: DATE_OF_BIRTH } }),
  );
  customer.run(
    UNLINKED_CUSTOMER_ID,
    JSON.stringify({ person: { name: { givenName: 'Frankie', surname: 'New' }, dateOfBirth: '1990-11-05' } }),
  );
  tenancy.run('tenancy-1', CUSTOMER_ID, PAYMENT_REFERENCE);
  tenancy.run('tenancy-2', UNLINKED_CUSTOMER_ID, UNLINKED_PAYMENT_REFERENCE);
  const user = db.prepare(
    'INSERT INTO users (id, email, password_hash, given_name, family_name, customer_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  user.run('user-alex', 'alex@example.org', hashPassword(PASSWORD), 'Alex', 'Single', CUSTOMER_ID, now);
  user.run('user-eli', 'eli@example.org', hashPassword(PASSWORD), 'Eli', 'Noaccount', null, now);
  return db;
}

export interface TestIdp {
  origin: string;
  issuer: string;
  redirectUri: string;
  idp: IdentityProvider;
  db: Db;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (random port) that routes /oidc to the identity provider, as the lead's server does.
 */
export async function startTestIdp(options: { clock?: { now(): Date } } = {}): Promise<TestIdp> {
  const db = createTestDb();
  // The issuer names the random port, so the provider is created once the server listens.
  const mounted: { idp?: IdentityProvider } = {};
  const server: Server = createServer((req, res) => {
    const idp = mounted.idp;
    if (idp && (req.url === '/oidc' || req.url?.startsWith('/oidc/') || req.url?.startsWith('/oidc?')))
      idp.handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/oidc`;
  const idp = createIdentityProvider({ issuer, portalOrigin: origin, db, cookieKeys: ['test-cookie-key'], ...options });
  mounted.idp = idp;
  return {
    origin,
    issuer,
    redirectUri: `${origin}/customer360View`,
    idp,
    db,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}

/** Enough of a browser: keeps cookies (by name; these tests never need two with one name), never follows redirects. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(url: string): Promise<Response> {
    return this.request(url);
  }

  post(url: string, form: Record<string, string>, headers?: Record<string, string>): Promise<Response> {
    return this.request(url, { form, headers });
  }
}

export function location(response: Response, base: string): URL {
  const value = response.headers.get('location');
  if (!value) throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(value, base);
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeParams {
  policy?: string;
  challenge?: string;
  method?: string;
  redirectUri?: string;
  state?: string;
  omitPkce?: boolean;
}

export function authorizeUrl(t: TestIdp, params: AuthorizeParams = {}): string {
  const query = new URLSearchParams({
    client_id: 'resident-portal',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    redirect_uri: params.redirectUri ?? t.redirectUri,
    state: params.state ?? 'state-123',
    nonce: 'nonce-123',
  });
  if (!params.omitPkce) {
    query.set('code_challenge', params.challenge ?? pkcePair().challenge);
    query.set('code_challenge_method', params.method ?? 'S256');
  }
  if (params.policy) query.set('policy', params.policy);
  return `${t.issuer}/auth?${query}`;
}

/** Starts an authorization request and returns the interaction page the browser lands on. */
export async function openInteraction(
  t: TestIdp,
  browser: Browser,
  params: AuthorizeParams = {},
): Promise<{ url: URL; html: string; status: number }> {
  const start = await browser.get(authorizeUrl(t, params));
  const url = location(start, t.origin);
  const page = await browser.get(url.href);
  return { url, html: await page.text(), status: page.status };
}

/** Posts a form on the interaction and, when it is accepted, follows the resume redirect to the portal's callback. */
export async function submitInteraction(
  t: TestIdp,
  browser: Browser,
  interaction: URL,
  page: 'login' | 'registration' | 'change-password' | 'change-username',
  form: Record<string, string>,
): Promise<{ callback: URL } | { status: number; html: string }> {
  const response = await browser.post(`${interaction.href}/${page}`, form);
  if (response.status !== 303) return { status: response.status, html: await response.text() };
  let next = location(response, t.origin);
  while (next.origin === t.origin && next.pathname.startsWith('/oidc/')) {
    next = location(await browser.get(next.href), t.origin);
  }
  return { callback: next };
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

export async function tokenRequest(
  t: TestIdp,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${t.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ client_id: 'resident-portal', ...form }).toString(),
  });
}

/** The whole login of the portal: authorize with PKCE, log in on our page, exchange the code. */
export async function logIn(
  t: TestIdp,
  email = 'alex@example.org',
  password = PASSWORD,
): Promise<{ tokens: TokenSet; browser: Browser }> {
  const browser = new Browser();
  const { verifier, challenge } = pkcePair();
  const { url } = await openInteraction(t, browser, { challenge });
  const result = await submitInteraction(t, browser, url, 'login', { email, password });
  if (!('callback' in result)) throw new Error(`Login refused: ${result.status}`);
  const code = result.callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${result.callback.href}`);
  const response = await tokenRequest(t, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: t.redirectUri,
    code_verifier: verifier,
  });
  if (!response.ok) throw new Error(`Token exchange failed: ${response.status} ${await response.text()}`);
  return { tokens: (await response.json()) as TokenSet, browser };
}

export function jwtPayload(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
