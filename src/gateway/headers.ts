import type { GatewayContext } from './types';

export interface HeaderInputs {
  method: string;
  hasBody: boolean;
  correlationId: string;
  /** Sent as If-Match; null on the rare PUT/PATCH/DELETE that does not act on an entity (logout). */
  etag: string | null;
  /** Sent as X-Operation-Key on POST. */
  operationKey: string | null;
}

/** The headers the gateway contract asks for on every call (shared conventions, SEC-15, SEC-16, SEC-20). */
export async function buildHeaders(ctx: GatewayContext, inputs: HeaderInputs): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    'Ocp-Apim-Subscription-Key': ctx.config.subscriptionKey,
    'X-Channel': ctx.config.channel,
    'X-Correlation-Id': inputs.correlationId,
    'X-Session-Id': ctx.getSessionId(),
    // Resident data changes under us (staff, other devices): never let a cache answer for the gateway.
    'Cache-Control': 'no-cache',
  };
  const token = await ctx.getAccessToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const customerId = ctx.getCustomerId();
  if (customerId !== null) headers['X-Agent-Id'] = customerId;
  if (inputs.hasBody) headers['Content-Type'] = 'application/json';
  if (inputs.etag !== null && isConditionalMethod(inputs.method)) headers['If-Match'] = inputs.etag;
  if (inputs.operationKey !== null && inputs.method === 'POST') headers['X-Operation-Key'] = inputs.operationKey;
  return headers;
}

export function isConditionalMethod(method: string): boolean {
  return method === 'PUT' || method === 'PATCH' || method === 'DELETE';
}
