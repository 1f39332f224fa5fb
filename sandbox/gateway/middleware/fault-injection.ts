import type { MiddlewareHandler } from 'hono';
import { ClientClosedRequestError } from '../errors';
import { errorResponse } from '../error-response';
import type { FaultStore } from '../faults/fault-store';
import type { GatewayEnv } from '../gateway-env';

/**
 * Applies the faults a test armed through /__sandbox/faults to gateway requests, before the key and token
 * checks, as an outage in front of the API would: status → that error answer; delay → wait, then answer
 * normally; hang → no answer until the fault is removed (then normal) or the client gives up; omit → the request
 * is carried out, and a successful JSON answer comes back without the fault's top-level field; concurrent → another
 * writer's call with the fault's body goes first, then the request meets the record as it left it; override → the
 * request is carried out, and a successful JSON answer has the fault's body fields set over it.
 */
export function faultInjection(
  faults: FaultStore,
  apiPrefix: string,
  dispatch?: (request: Request) => Promise<Response>,
): MiddlewareHandler<GatewayEnv> {
  // The calls a concurrent fault makes itself go through the gateway untouched by faults.
  const own = new WeakSet<Request>();
  return async (c, next) => {
    if (own.has(c.req.raw)) return next();
    const fault = faults.take(c.req.method, c.req.path.slice(apiPrefix.length) || '/');
    if (!fault) return next();
    if (fault.kind === 'concurrent') {
      if (!dispatch) throw new Error('a concurrent fault needs the gateway to call');
      const refused = await writeFirst(c.req.raw, fault.body ?? {}, (request) => {
        own.add(request);
        return dispatch(request);
      });
      if (refused !== null) {
        return errorResponse(c, 500, [
          {
            code: 'SandboxFault',
            message: `Fault ${fault.id}: the other writer's ${c.req.method} was refused (${refused}).`,
          },
        ]);
      }
      return next();
    }
    const signal = c.req.raw.signal;
    if (fault.kind === 'status') {
      return errorResponse(c, fault.status ?? 500, [
        { code: 'SandboxFault', message: `Fault ${fault.id} injected by the sandbox.` },
      ]);
    }
    if (fault.kind === 'omit' || fault.kind === 'override') {
      await next();
      c.res = await reshaped(c.res, fault.kind === 'omit' ? { omit: fault.field ?? '' } : { set: fault.body ?? {} });
      return;
    }
    if (fault.kind === 'delay') await sleep(fault.delayMs ?? 0, signal);
    else await faults.hold(fault.id, signal);
    return next();
  };
}

/**
 * Another writer's call before the request: a GET of the same path for the entity tag, then the request's method on it
 * with `body` and that tag, as the same customer (same token and key; no operation key, so it is a call of its own).
 * Returns null when the write went through, else its status.
 */
async function writeFirst(
  request: Request,
  body: Record<string, unknown>,
  call: (request: Request) => Promise<Response>,
): Promise<number | null> {
  const headers = new Headers(request.headers);
  for (const name of ['If-Match', 'Content-Length', 'Content-Type', 'X-Operation-Key']) headers.delete(name);
  const current = await call(new Request(request.url, { method: 'GET', headers }));
  const etag = current.headers.get('ETag');
  if (!current.ok || etag === null) return current.status;
  const write = new Headers(headers);
  write.set('Content-Type', 'application/json');
  write.set('If-Match', etag);
  const written = await call(
    new Request(request.url, { method: request.method, headers: write, body: JSON.stringify(body) }),
  );
  return written.ok ? null : written.status;
}

/**
 * The answer with the field `omit` taken out of its JSON object body, or the fields of `set` set over it; any other
 * answer (an error, no body, not a JSON object) as it was.
 */
async function reshaped(
  response: Response,
  change: { omit: string } | { set: Record<string, unknown> },
): Promise<Response> {
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return response;
  if ('omit' in change && !(change.omit in body)) return response;
  const rest =
    'omit' in change
      ? Object.fromEntries(Object.entries(body).filter(([key]) => key !== change.omit))
      : { ...body, ...change.set };
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
