import {
  GatewayHttpError,
  GatewayNetworkError,
  GatewayTimeoutError,
  isGatewayError,
  PreconditionFailedError,
  UnauthorisedError,
  type GatewayErrorDetails,
} from './errors';
import { buildHeaders, isConditionalMethod } from './headers';
import { parseBody, readErrorBody, withEntityTag } from './response-body';
import { callRetryDelayMs, isRetriedStatus } from './call-retries';
import { sendOnce } from './send-once';
import type { GatewayContext } from './types';
import { buildUrl, type Query } from './url';

interface RequestBase {
  /** Path below the gateway base URL; build it with encodePath so ids are encoded. */
  path: string;
  /** Arrays repeat the parameter, undefined is left out, an empty string is sent as empty. */
  query?: Query;
  /** Lets the caller abandon the call (e.g. the page unmounts); the abort reason is rethrown. */
  signal?: AbortSignal;
  /** This call's time-out when it differs from the portal's API time-out (availability waits 30 s, repairs.md §9). */
  timeoutMs?: number;
}

/** One gateway call. The method decides what else is allowed: If-Match is required on entity writes. */
export type GatewayRequestOptions =
  | (RequestBase & { method: 'GET' })
  | (RequestBase & {
      method: 'POST';
      body?: unknown;
      /**
       * X-Operation-Key. Pass the key stored with the draft so a retried submission is recognised as the same
       * one (SEC-16); a fresh key is generated when absent.
       */
      operationKey?: string;
    })
  | (RequestBase & {
      method: 'PUT' | 'PATCH' | 'DELETE';
      body?: unknown;
      /** If-Match: the entity tag of the version being changed. null only for calls that act on no entity. */
      etag: string | null;
    });

export interface GatewayResponse<T> {
  /** The parsed body, null when there is none (type T accordingly); object bodies carry eTag (see withEntityTag). */
  data: T;
  etag: string | null;
  location: string | null;
  status: number;
  correlationId: string;
}

export type GatewayRequest = <T>(options: GatewayRequestOptions) => Promise<GatewayResponse<T>>;

/** Seams for tests and for environments without timers or crypto. */
export interface RequesterOptions {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  newOperationKey?: () => string;
  /** The time in ms, for what the client keeps for a while (the asset hierarchy); Date.now when not given. */
  now?: () => number;
}

const defaultTimeoutMs = 5000;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Creates the one function through which every gateway call goes: headers, time-out, retries and errors. */
export function createRequester(ctx: GatewayContext, options: RequesterOptions = {}): GatewayRequest {
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  const newOperationKey = options.newOperationKey ?? (() => crypto.randomUUID());
  const timeoutMs = ctx.config.apiTimeoutMs > 0 ? ctx.config.apiTimeoutMs : defaultTimeoutMs;
  // Called unbound: a browser's fetch throws "Illegal invocation" when `this` is not the window.
  const fetchImpl = ctx.fetch;

  const request = async function request<T>(call: GatewayRequestOptions): Promise<GatewayResponse<T>> {
    const { method, path } = call;
    // Checked at run time too: a write without If-Match would be refused by the gateway with a 428 (SEC-15).
    if (isConditionalMethod(method) && !('etag' in call && call.etag !== undefined)) {
      throw new TypeError(`${method} ${path} needs an entity tag for If-Match`);
    }
    const etag = 'etag' in call ? call.etag : null;
    const body = 'body' in call && call.body !== undefined ? JSON.stringify(call.body) : undefined;
    const operationKey = call.method === 'POST' ? (call.operationKey ?? newOperationKey()) : null;
    // One id for the whole call, retries included, so the gateway's logs tie the attempts together.
    const sentCorrelationId = ctx.newCorrelationId();
    const url = buildUrl(ctx.config.gatewayBaseUrl, path, call.query);
    const failure = (details: Omit<GatewayErrorDetails, 'method' | 'path'>): GatewayErrorDetails => ({
      ...details,
      method,
      path,
    });

    for (let attempt = 1; ; attempt += 1) {
      // Headers are rebuilt per attempt: the access token may have been refreshed while we waited.
      const headers = await buildHeaders(ctx, {
        method,
        hasBody: body !== undefined,
        correlationId: sentCorrelationId,
        etag,
        operationKey,
      });
      const outcome = await sendOnce(
        fetchImpl,
        url,
        { method, headers, body },
        call.timeoutMs ?? timeoutMs,
        call.signal,
      );

      if (outcome.kind === 'timeout') {
        throw new GatewayTimeoutError(
          failure({
            status: 0,
            title: 'Timed Out',
            errors: [],
            correlationId: sentCorrelationId,
            cause: outcome.cause,
          }),
        );
      }
      if (outcome.kind === 'network') {
        const delay = method === 'GET' ? callRetryDelayMs(attempt, random) : null;
        if (delay !== null) {
          await sleep(delay);
          continue;
        }
        throw new GatewayNetworkError(
          failure({
            status: 0,
            title: 'Network Error',
            errors: [],
            correlationId: sentCorrelationId,
            cause: outcome.cause,
          }),
        );
      }

      const { response, text } = outcome;
      const correlationId = response.headers.get('X-Correlation-Id') ?? sentCorrelationId;

      if (response.ok) {
        const parsed = parseBody(text);
        if (!parsed.ok) {
          throw new GatewayHttpError(
            failure({
              status: response.status,
              title: 'Invalid Response',
              errors: [{ message: 'The gateway answered with a body that is not JSON.' }],
              correlationId,
            }),
          );
        }
        const responseEtag = response.headers.get('ETag');
        return {
          data: withEntityTag(parsed.value, responseEtag) as T,
          etag: responseEtag,
          location: response.headers.get('Location'),
          status: response.status,
          correlationId,
        };
      }

      const errorBody = readErrorBody(text, response.status, response.statusText);
      const details = failure({
        status: response.status,
        title: errorBody.title,
        errors: errorBody.errors,
        correlationId: response.headers.get('X-Correlation-Id') ?? errorBody.correlationId ?? sentCorrelationId,
      });
      if (response.status === 401) {
        ctx.onUnauthorised();
        throw new UnauthorisedError(details);
      }
      if (response.status === 412) throw new PreconditionFailedError(details);
      // Only a GET, only a 5xx, how often and after how long: retry-policy.ts states it, call-retries.ts counts it.
      if (method === 'GET' && isRetriedStatus(response.status)) {
        const delay = callRetryDelayMs(attempt, random, response.headers.get('Retry-After'));
        if (delay !== null) {
          await sleep(delay);
          continue;
        }
      }
      throw new GatewayHttpError(details);
    }
  };
  const onFailure = ctx.onFailure;
  if (!onFailure) return request;
  return async function reportedRequest<T>(call: GatewayRequestOptions): Promise<GatewayResponse<T>> {
    try {
      return await request<T>(call);
    } catch (error) {
      // Reported, then thrown on unchanged: the caller still decides what the resident sees.
      if (isGatewayError(error)) onFailure(error);
      throw error;
    }
  };
}
