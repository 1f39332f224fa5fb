// What the studio's preview runs against: the portal's own gateway client for a persona over a gateway app in process,
// the clock an analyst chose, and an effect's failure as the preview shows it.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createGatewayClient, type GatewayClient } from '../../src/gateway';
import type { Db } from '../../sandbox/db/open-database';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { API_PREFIX, createGatewayApp } from '../../sandbox/gateway/create-gateway-app';

export type PersonaKey = keyof typeof PERSONAS;

const ORIGIN = 'http://studio.sandbox';
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The clock an analyst chose for a preview (ISO 8601 with its offset): that moment, standing still, so the preview
 * shows the same out-of-hours or six-day answer every time; undefined: the sandbox's own clock.
 */
export function chosenClock(value: string | undefined): { now(): Date } | undefined | 'invalid' {
  if (value === undefined || value === '') return undefined;
  const at = new Date(value);
  if (!/T\d{2}:\d{2}/.test(value) || Number.isNaN(at.getTime())) return 'invalid';
  return { now: () => new Date(at) };
}

export const badClock = (c: Context) =>
  c.json({ message: 'Give the clock in ISO 8601 with its offset, like 2026-11-23T19:30:00Z.' }, 400, NO_STORE);

/** A write the preview's effect sent to the gateway, for the analyst to see that an answer reaches it. */
export type SentCall = { readonly method: string; readonly path: string; readonly body?: unknown };

/**
 * The portal's real gateway client for a persona, calling a gateway app over `db` in process (no network, no
 * login): the same client and the same routes the portal uses, as tools/fixtures does.
 */
export function personaGateway(db: Db, key: PersonaKey, clock: { now(): Date }, sent?: SentCall[]): GatewayClient {
  const persona = PERSONAS[key];
  const token = `studio-${key}`;
  const app = createGatewayApp({
    db,
    verifyAccessToken: async (candidate) => (candidate === token ? { subject: persona.userId } : null),
    clock,
    newId: randomUUID,
    testMode: false,
    allowedOrigins: [],
  });
  return createGatewayClient(
    {
      config: {
        gatewayBaseUrl: `${ORIGIN}${API_PREFIX}`,
        subscriptionKey: 'studio-subscription-key',
        channel: 'CustomerSelfService',
        apiTimeoutMs: 5000,
      },
      getAccessToken: async () => token,
      getSessionId: () => 'studio-preview',
      getCustomerId: () => persona.customerId,
      newCorrelationId: randomUUID,
      onUnauthorised: () => undefined,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (sent && request.method !== 'GET') {
          const text = await request.clone().text();
          sent.push({
            method: request.method,
            path: new URL(request.url).pathname.slice(API_PREFIX.length),
            ...(text ? { body: JSON.parse(text) as unknown } : {}),
          });
        }
        return app.fetch(request);
      },
    },
    { sleep: async () => undefined, random: () => 0, newOperationKey: randomUUID },
  );
}

/** An effect failure as JSON: enough for the preview to apply the journey's onError and show why. */
export function failureJson(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const extra = error as Error & { reason?: unknown; status?: unknown; cause?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof extra.reason === 'string' ? { reason: extra.reason } : {}),
    ...(typeof extra.status === 'number' ? { status: extra.status } : {}),
  };
}
