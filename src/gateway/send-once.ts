/** How one HTTP attempt ended: an answer (body read), no answer in time, or fetch failing outright. */
export type AttemptOutcome =
  | { kind: 'answer'; response: Response; text: string }
  | { kind: 'timeout'; cause: unknown }
  | { kind: 'network'; cause: unknown };

/**
 * Sends one request and reads its body within `timeoutMs`, so a gateway that sends headers and then stalls
 * still times out. A caller's abort is not a gateway failure: its reason is rethrown as is, the way fetch
 * callers (React effects, SWR) expect.
 */
export async function sendOnce(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
): Promise<AttemptOutcome> {
  if (callerSignal?.aborted) throw callerSignal.reason;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortWithCaller = (): void => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const text = await response.text();
    // An answer to a request already given up on (a server that answers an abort, as the in-process sandbox does
    // with 499) is not the gateway's word on the request: it is still a time-out.
    if (timedOut) return { kind: 'timeout', cause: controller.signal.reason };
    return { kind: 'answer', response, text };
  } catch (cause) {
    if (timedOut) return { kind: 'timeout', cause };
    if (callerSignal?.aborted) throw callerSignal.reason;
    return { kind: 'network', cause };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
}
