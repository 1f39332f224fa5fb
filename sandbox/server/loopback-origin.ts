/**
 * The two names of this machine a browser treats as different sites (decision 0037: the payment page's "other site").
 */
const LOOPBACK_TWIN: Readonly<Record<string, string>> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

/**
 * The origin the sandbox payment page is served on by default: the portal's with the other loopback name
 * (http://127.0.0.1:8080 → http://localhost:8080 and back), so the frame never shares the portal's cookies; any
 * other host keeps the portal's own origin.
 */
export function otherLoopbackOrigin(origin: string): string {
  const url = new URL(origin);
  const twin = LOOPBACK_TWIN[url.hostname];
  if (twin === undefined) return url.origin;
  url.hostname = twin;
  return url.origin;
}

/**
 * Whether `url` is answered by the server at `publicOrigin`: the same origin, or the same port under the other loopback
 * name.
 */
export function isServedBy(publicOrigin: string, url: string): boolean {
  const target = new URL(url).origin;
  return target === new URL(publicOrigin).origin || target === otherLoopbackOrigin(publicOrigin);
}
