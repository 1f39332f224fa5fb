import { openDatabase, type Db } from '../../../sandbox/db/open-database';
import {
  API_PREFIX,
  createGatewayApp,
  type GatewayApp,
  type GatewayDeps,
} from '../../../sandbox/gateway/create-gateway-app';

export const ALLOWED_ORIGIN = 'http://127.0.0.1:8080';

export interface TestGateway {
  app: GatewayApp;
  db: Db;
  clock: { now(): Date; advance(ms: number): void };
  /** Calls a gateway path (after /customerselfserve/api/v1) with the headers the portal's client sends. */
  call(path: string, options?: CallOptions): Promise<Response>;
}

export interface CallOptions {
  method?: string;
  /** Bearer token; null sends no Authorization header. */
  token?: string | null;
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
  /** Extra or overriding headers; a null value removes a default header. */
  headers?: Record<string, string | null>;
  signal?: AbortSignal;
}

/**
 * A gateway app on a fresh in-memory database, with a map-backed token verifier, a settable clock and
 * predictable UUIDs. `seed` fills the database (for example with insertGatewayFixtures).
 */
export function createTestGateway(
  options: {
    /** A database ready to use (a seeded copy, tests/sandbox/db/seeded-db.ts) instead of a fresh one. */
    database?: Db;
    seed?: (db: Db) => void;
    tokens?: ReadonlyMap<string, string>;
    testMode?: boolean;
    /** The analyst's controls of `npm run dev` (decision 0063). */
    analystControls?: boolean;
    start?: Date;
    allowedOrigins?: string[];
    jobNumberDelayMs?: number;
  } = {},
): TestGateway {
  const db = options.database ?? openDatabase(':memory:');
  options.seed?.(db);
  let now = (options.start ?? new Date('2026-11-21T09:00:00Z')).getTime();
  const clock = { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
  let counter = 0;
  const tokens = options.tokens ?? new Map<string, string>();
  const deps: GatewayDeps = {
    db,
    verifyAccessToken: async (token) => {
      const subject = tokens.get(token);
      return subject === undefined ? null : { subject };
    },
    clock,
    newId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    testMode: options.testMode ?? true,
    ...(options.analystControls === undefined ? {} : { analystControls: options.analystControls }),
    allowedOrigins: options.allowedOrigins ?? [ALLOWED_ORIGIN],
    ...(options.jobNumberDelayMs === undefined ? {} : { jobNumberDelayMs: options.jobNumberDelayMs }),
  };
  const app = createGatewayApp(deps);

  const call = async (path: string, callOptions: CallOptions = {}): Promise<Response> => {
    const { method = 'GET', token, body, headers = {}, signal } = callOptions;
    const merged: Record<string, string | null> = {
      'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key',
      'X-Channel': 'CustomerSelfService',
      'Cache-Control': 'no-cache',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    };
    const sent = Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return app.request(`${API_PREFIX}${path}`, {
      method,
      headers: sent,
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  };
  return { app, db, clock, call };
}

/** Reads a gateway error answer and checks it has exactly the contract's error shape. */
export async function readErrorBody(response: Response): Promise<{
  status: number;
  title: string;
  errors: { field?: string; code?: string; message: string }[];
  correlationId?: string;
}> {
  const body = (await response.json()) as Record<string, unknown>;
  const allowed = new Set(['status', 'title', 'errors', 'correlationId']);
  const extra = Object.keys(body).filter((key) => !allowed.has(key));
  if (extra.length > 0) throw new Error(`error body has unexpected fields: ${extra.join(', ')}`);
  if (body.status !== response.status || typeof body.title !== 'string' || !Array.isArray(body.errors)) {
    throw new Error(`not a gateway error body: ${JSON.stringify(body)}`);
  }
  return body as Awaited<ReturnType<typeof readErrorBody>>;
}
