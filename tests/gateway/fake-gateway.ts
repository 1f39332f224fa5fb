import type { GatewayContext } from '../../src/gateway/types';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** What the fake gateway does with one request. */
export type Reply =
  | { status?: number; statusText?: string; json?: unknown; text?: string; headers?: Record<string, string> }
  | { networkError: true }
  | { hang: true };

export interface FakeGateway {
  ctx: GatewayContext;
  requests: RecordedRequest[];
  unauthorisedCalls: () => number;
  sleeps: number[];
  sleep: (ms: number) => Promise<void>;
}

export const baseUrl = 'http://127.0.0.1:8080/customerselfserve/api/v1';

/**
 * A fake fetch that records every request and answers from a script: one reply per request in order (the
 * last one repeats), or a function of the request.
 */
export function createFakeGateway(
  script: Reply[] | ((request: RecordedRequest) => Reply),
  overrides: Partial<Omit<GatewayContext, 'config'>> & { config?: Partial<GatewayContext['config']> } = {},
): FakeGateway {
  const requests: RecordedRequest[] = [];
  const sleeps: number[] = [];
  let unauthorised = 0;
  let correlation = 0;

  const fakeFetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const recorded: RecordedRequest = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(recorded);
    const reply = Array.isArray(script)
      ? (script[Math.min(requests.length - 1, script.length - 1)] ?? {})
      : script(recorded);
    if ('networkError' in reply) return Promise.reject(new TypeError('Failed to fetch'));
    if ('hang' in reply) {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      });
    }
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    return Promise.resolve(
      new Response(status === 204 ? null : text, {
        status,
        statusText: reply.statusText ?? '',
        headers: reply.headers ?? {},
      }),
    );
  };

  const { config, ...rest } = overrides;
  const ctx: GatewayContext = {
    config: {
      gatewayBaseUrl: baseUrl,
      subscriptionKey: 'sub-key-123',
      channel: 'CustomerSelfService',
      apiTimeoutMs: 5000,
      ...config,
    },
    getAccessToken: () => Promise.resolve('token-abc'),
    getSessionId: () => 'session-1',
    getCustomerId: () => 'CUST-1',
    newCorrelationId: () => `corr-${++correlation}`,
    onUnauthorised: () => {
      unauthorised += 1;
    },
    fetch: fakeFetch as typeof fetch,
    ...rest,
  };

  return {
    ctx,
    requests,
    unauthorisedCalls: () => unauthorised,
    sleeps,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  };
}

/** The only request the fake saw; fails the test when there were none or several. */
export function onlyRequest(requests: RecordedRequest[]): RecordedRequest {
  if (requests.length !== 1) throw new Error(`expected 1 request, saw ${requests.length}`);
  return requests[0] as RecordedRequest;
}
