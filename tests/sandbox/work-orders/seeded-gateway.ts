import type { WorkOrder } from '../../../schemas/generated/gateway.work-order';
import { CONTRACTOR_IDS } from '../../../sandbox/db/seed/contractor-seeds';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { seededCopy } from '../db/seeded-db';
import { createTestGateway, type TestGateway } from '../gateway/test-gateway';

/** The seed's "now" and the gateway clock's start: a Saturday, 09:00 UTC. */
export const NOW = new Date('2026-11-21T09:00:00Z');

export const { alex, bea, dana } = PERSONAS;
export const omar = OTHER_CUSTOMER;
export { CONTRACTOR_IDS };

export const TOKENS = new Map([
  ['alex-token', alex.userId],
  ['bea-token', bea.userId],
  ['dana-token', dana.userId],
  ['omar-token', omar.userId],
]);

/** A gateway over the full seed (personas, 31 repairs of Alex, contractors, cases), in test mode. */
export function seededGateway(options: { jobNumberDelayMs?: number } = {}): TestGateway {
  return createTestGateway({ database: seededCopy(NOW), tokens: TOKENS, start: NOW, testMode: true, ...options });
}

/** What the journey has filled in by the confirmation step of a plumbing repair in Alex's flat. */
export const READY_TO_SUBMIT = {
  repairLocation: 'Kitchen',
  repairLocationId: 1,
  repairReason: 'Kitchen tap dripping',
  repairReasonId: 1,
  sorCode: 'PLTAP001',
  priority: 'Next Available',
  trade: 'Plumbing',
  description: 'Kitchen tap drips. It is worse at night.',
  contractor: CONTRACTOR_IDS.aquaflow,
} as const;

export interface Versioned {
  status: number;
  etag: string;
  body: WorkOrder;
}

async function versioned(res: Response): Promise<Versioned> {
  return { status: res.status, etag: res.headers.get('ETag') ?? '', body: (await res.json()) as WorkOrder };
}

export async function createDraft(
  gateway: TestGateway,
  token: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Versioned & { id: string; location: string }> {
  const res = await gateway.call('/works-orders', { method: 'POST', token, body, headers });
  const location = res.headers.get('Location') ?? '';
  const result = await versioned(res);
  // repairs.md §4: "After creation the id is the fifth segment of the returned location."
  return { ...result, id: location.split('/').filter(Boolean)[4] ?? '', location };
}

export async function readWorkOrder(gateway: TestGateway, token: string, id: string): Promise<Versioned> {
  return versioned(await gateway.call(`/works-orders/${id}`, { token }));
}

export async function patchWorkOrder(
  gateway: TestGateway,
  token: string,
  id: string,
  body: object,
  etag: string | null,
): Promise<Response> {
  return gateway.call(`/works-orders/${id}`, {
    method: 'PATCH',
    token,
    body,
    headers: etag === null ? {} : { 'If-Match': etag },
  });
}

/** Creates a draft in Alex's flat with `fields` and submits it; returns its id (the job number follows later). */
export async function submitNewRepair(
  gateway: TestGateway,
  fields: object = {},
  token = 'alex-token',
  assetIdentifier: string = alex.propertyId,
): Promise<string> {
  const draft = await createDraft(gateway, token, { assetIdentifier, ...READY_TO_SUBMIT, ...fields });
  if (draft.status !== 201) throw new Error(`create failed: ${draft.status} ${JSON.stringify(draft.body)}`);
  const res = await patchWorkOrder(gateway, token, draft.id, { isSubmitted: true }, draft.etag);
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  return draft.id;
}
