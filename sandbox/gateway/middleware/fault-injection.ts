import type { MiddlewareHandler } from 'hono';
import { ClientClosedRequestError } from '../errors';
import { errorResponse } from '../error-response';
import type { FaultStore } from '../faults/fault-store';
import type { GatewayEnv } from '../gateway-env';

/**
 * Applies the faults a test armed through /__sandbox/faults to gateway requests, before the key and token
 * checks, as an outage in front of the API would: status → that error answer; delay → wait, then answer
 * normally; hang → no answer until the fault is removed (then normal) or the client gives up; omit → the request
 * is carried out, and a successful JSON answer comes back without the fault's top-level field.
 */
export function faultInjection(faults: FaultStore, apiPrefix: string): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const fault = faults.take(c.req.method, c.req.path.slice(apiPrefix.length) || '/');
    if (!fault) return next();
    const signal = c.req.raw.signal;
    if (fault.kind === 'status') {
      return errorResponse(c, fault.status ?? 500, [{ code: 'SandboxFault', message: `Fault ${fault.id} injected by the sandbox.` }]);
    }
    if (fault.kind === 'omit') {
      await next();
      c.res = await withoutField(c.res, fault.field ?? '');
      return;
    }
    if (fault.kind === 'delay') await sleep(fault.delayMs ?? 0, signal);
    else await faults.hold(fault.id, signal);
    return next();
  };
}

/** The answer with `field` taken out of its JSON object body; any other answer (an error, no body, not JSON) as it was. */
async function withoutField(response: Response, field: string): Promise<Response> {
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const body: unknown = await response.clone().json().catch(() => undefined);
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !(field in body)) return response;
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(rest), { status: response.status, statusText: response.statusText, headers });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new ClientClosedRequestError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ClientClosedRequestError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
