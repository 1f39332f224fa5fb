import type { APIRequestContext } from '@playwright/test';

/** One event as the sandbox collector's test-mode JSON gives it (sandbox/collector/telemetry-store.ts). */
export interface CollectedEvent {
  kind: string;
  path: string | null;
  customerId: string | null;
  correlationId: string | null;
  trackingId: string | null;
  attributes: Record<string, string | number | boolean>;
}

/** What the portal has sent to the sandbox collector so far (decision 0060), filtered as its test-mode page filters. */
export async function collectedEvents(
  request: APIRequestContext,
  filter: { kind?: string; customer?: string; correlation?: string } = {},
): Promise<CollectedEvent[]> {
  const response = await request.get('/__sandbox/telemetry/events.json', { params: filter });
  if (!response.ok()) throw new Error(`the sandbox collector answered ${response.status()}`);
  return ((await response.json()) as { events: CollectedEvent[] }).events;
}
