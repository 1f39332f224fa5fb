import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import type { EffectEnvironment } from '../../../src/effects';
import { describeCode } from './describe-code';
import { loadRepairAssets, type RepairAssets } from '../../../src/effects/repairs/load-assets';
import { loadRepairLocations } from '../../../src/effects/repairs/load-locations';
import { loadRepairReasons, type ReasonOption } from '../../../src/effects/repairs/load-reasons';
import { saveRepairDraft, type DraftRef } from '../../../src/effects/repairs/save-draft';
import { createGatewayClient, type GatewayClient } from '../../../src/gateway';
import { createTestGateway, type TestGateway } from '../../sandbox/gateway/test-gateway';

export const { alex } = PERSONAS;

/** Monday 23 November 2026, 10:00 UTC (also 10:00 in London): inside call-centre hours. */
export const MONDAY_10AM = new Date('2026-11-23T10:00:00Z');

/** A request the portal's client sent, as the sandbox received it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  ifMatch: string | null;
  operationKey: string | null;
}

export interface SandboxEnvironment {
  sandbox: TestGateway;
  gateway: GatewayClient;
  /** The effects' environment; its clock is the sandbox's, so advancing one advances both. */
  env: EffectEnvironment;
  requests: SentRequest[];
  /** A test control of the sandbox (/__sandbox/...), answered as JSON or null. */
  control(path: string, method: string, body?: unknown): Promise<unknown>;
}

/**
 * The real gateway client against the in-process sandbox and its seed, as the persona, at `now`: the effects run as
 * the journey runs them, and every request is recorded.
 */
export function sandboxEnvironment(
  persona: { userId: string; customerId: string } = alex,
  now = MONDAY_10AM,
): SandboxEnvironment {
  const sandbox = createTestGateway({
    seed: (db) => seedDatabase(db, { now }),
    tokens: new Map([['token', persona.userId]]),
    start: now,
  });
  let correlation = 0;
  let id = 0;
  const requests: SentRequest[] = [];
  const gateway = createGatewayClient({
    config: {
      gatewayBaseUrl: 'http://127.0.0.1:8080/customerselfserve/api/v1',
      subscriptionKey: 'key',
      channel: 'CustomerSelfService',
      apiTimeoutMs: 5000,
    },
    getAccessToken: async () => 'token',
    getSessionId: () => 'session',
    getCustomerId: () => persona.customerId,
    newCorrelationId: () => `corr-${++correlation}`,
    onUnauthorised: () => undefined,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        ifMatch: headers.get('If-Match'),
        operationKey: headers.get('X-Operation-Key'),
      });
      return sandbox.app.request(String(input), init);
    }) as typeof fetch,
  });
  const env: EffectEnvironment = {
    gateway,
    customerId: persona.customerId,
    now: () => sandbox.clock.now(),
    newId: () => `id-${++id}`,
    describe: describeCode,
  };
  const control = async (path: string, method: string, body?: unknown): Promise<unknown> => {
    const res = await sandbox.app.request(`/__sandbox${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`sandbox control ${method} ${path} answered ${res.status}`);
    return res.status === 204 ? null : res.json();
  };
  return { sandbox, gateway, env, requests, control };
}

/** What the journey has loaded for Alex's flat by the time it saves the draft. */
export interface AlexRepair {
  assets: RepairAssets;
  reasons: ReasonOption[];
  reason: ReasonOption;
  draft: DraftRef;
}

/** Alex's draft for a reason of his flat, with everything submission needs (as the journey's steps save it). */
export async function alexDraft(
  env: EffectEnvironment,
  reasonId: string,
  extra: Record<string, unknown> = {},
): Promise<AlexRepair> {
  const assets = await loadRepairAssets({ premisesId: alex.propertyId }, env);
  const locations = await loadRepairLocations({ assetType: 'Property' }, env);
  const reasons = await loadRepairReasons({ assetType: 'Property', isCatalyst: false, locations }, env);
  const reason = reasons.find((r) => r.value === reasonId);
  if (!reason) throw new Error(`no reason ${reasonId} for Alex's flat`);
  const draft = await saveRepairDraft(
    {
      assetIdentifier: alex.propertyId,
      premisesId: alex.propertyId,
      trade: reason.element,
      repairLocation: reason.location,
      repairLocationId: reason.locationId,
      repairReason: reason.label,
      repairReasonId: reason.id,
      sorCode: reason.sor,
      priority: 'Next Available',
      isEmergency: false,
      isOutOfHours: false,
      description: 'It started last week.',
      ...extra,
    },
    env,
  );
  return { assets, reasons, reason, draft };
}

/** The submit effect's input for a draft of alexDraft, as the confirmation step builds it. */
export function submitInput(repair: AlexRepair, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    workOrderId: repair.draft.id,
    eTag: repair.draft.eTag,
    premisesId: alex.propertyId,
    assets: repair.assets,
    assetType: 'Property',
    priority: 'Next Available',
    isEmergency: false,
    isOutOfHours: false,
    isVandalism: false,
    sorCode: repair.reason.sor,
    trade: repair.reason.element,
    ...overrides,
  };
}

/** Alex's repair for the reason, submitted and with its job number (6 s later on the gateway clock). */
export async function alexSubmitted(setup: SandboxEnvironment, reasonId: string, extra: Record<string, unknown> = {}) {
  const { awaitJobNumber } = await import('../../../src/effects/repairs/await-job-number');
  const { submitRepair } = await import('../../../src/effects/repairs/submit');
  const repair = await alexDraft(setup.env, reasonId, extra);
  const submission = await submitRepair(submitInput(repair), setup.env);
  setup.sandbox.clock.advance(6000);
  const workOrder = await awaitJobNumber({ workOrderId: submission.id, contractor: submission.contractor }, setup.env);
  return { repair, submission, workOrder };
}

/** Replaces a contractor's weekly diary (weekday 0 Sunday … 6 Saturday), without outside work in it. */
export async function setCapacity(
  setup: SandboxEnvironment,
  contractorId: string,
  weekly: { weekday: number; band: 'AM' | 'PM' | 'ALL'; slots: number }[],
): Promise<void> {
  await setup.control(`/contractors/${contractorId}/capacity`, 'PUT', { weekly });
}
