import type { RecordedCall } from '../journey-fixtures';

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Reports every call to the gateway made through `target.fetch` (the window's fetch, which the portal's gateway
 * client calls for each request: src/main.tsx) while installed; other requests pass untouched. Returns the
 * uninstaller. Development record mode only.
 */
export function captureGatewayCalls(
  target: { fetch: typeof fetch },
  gatewayBaseUrl: string,
  onCall: (call: RecordedCall) => void,
): () => void {
  const original = target.fetch;
  const base = new URL(gatewayBaseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const wrapped: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), base);
    if (url.origin === base.origin && url.pathname.startsWith(`${prefix}/`)) {
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const body = parseBody(init?.body);
      onCall({ method, path: url.pathname.slice(prefix.length), ...(body === undefined ? {} : { body }) });
    }
    return original.call(target, input, init);
  };
  target.fetch = wrapped;
  return () => {
    if (target.fetch === wrapped) target.fetch = original;
  };
}
