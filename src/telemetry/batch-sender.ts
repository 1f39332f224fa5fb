import { encodeLogRecord, logsRequest, type AttributeValue, type LogRecordInput } from './otlp-log-records';

/** The limits that keep telemetry from costing a resident anything they would notice (decision 0060). */
export const SENDER_LIMITS = {
  /** Records in one request. */
  batch: 20,
  /** Records waiting at most; the oldest go first when more come (a collector down for a long visit). */
  queued: 100,
  /** Bytes of one request: a page-hide request with keepalive may carry 64 KiB in all. */
  bytes: 60_000,
  /** A batch goes this long after its first record, so a page's events travel together. */
  delayMs: 2000,
  /** A request the collector has not answered by then is abandoned (and its records kept for later). */
  timeoutMs: 5000,
  /** Waits before sending again after a failure: doubled each time, up to a minute. */
  retryMs: 5000,
  maxRetryMs: 60_000,
} as const;

export interface SenderPorts {
  url: string;
  resource: Readonly<Record<string, AttributeValue>>;
  fetch: typeof fetch;
  now(): number;
  setTimeout(task: () => void, ms: number): unknown;
  isOnline(): boolean;
}

export interface BatchSender {
  add(record: LogRecordInput): void;
  /** Sends what waits now; `pageHide` sends with keepalive, so the request outlives the page. */
  flush(options?: { pageHide?: boolean }): void;
  /** Records waiting, and records dropped because the queue was full (for tests and the bench). */
  readonly state: { readonly queued: number; readonly dropped: number; readonly sent: number };
}

/**
 * Sends log records in batches to an OTLP/HTTP JSON endpoint, never with cookies, one request at a time. A failure
 * (offline, time-out, 5xx, 429) keeps the records and tries again later; a refusal (another 4xx) drops them, since
 * sending the same again would be refused again. Nothing here throws to its caller or makes it wait.
 */
export function createBatchSender(ports: SenderPorts): BatchSender {
  const queue: LogRecordInput[] = [];
  const counts = { dropped: 0, sent: 0 };
  let timer = false;
  let inFlight = false;
  let retryMs: number = SENDER_LIMITS.retryMs;

  const schedule = (ms: number) => {
    if (timer) return;
    timer = true;
    ports.setTimeout(() => {
      timer = false;
      flush();
    }, ms);
  };

  /** The next request's records and body: as many as fit the count and byte limits. */
  const nextBody = (): { count: number; body: string } | null => {
    let count = Math.min(queue.length, SENDER_LIMITS.batch);
    while (count > 0) {
      const observedAt = ports.now();
      const records = queue.slice(0, count).map((record) => encodeLogRecord(record, observedAt));
      const body = JSON.stringify(logsRequest(records, ports.resource));
      if (body.length <= SENDER_LIMITS.bytes) return { count, body };
      count = Math.floor(count / 2);
    }
    // A single record over the limit can never be sent: it goes, so it does not block the rest.
    queue.shift();
    counts.dropped += 1;
    return null;
  };

  /** Records whose request failed go back to the front, as many as the queue has room for, and wait to be retried. */
  const retryLater = (records: LogRecordInput[]) => {
    inFlight = false;
    const kept = Math.max(0, Math.min(records.length, SENDER_LIMITS.queued - queue.length));
    queue.unshift(...records.slice(0, kept));
    counts.dropped += records.length - kept;
    schedule(retryMs);
    retryMs = Math.min(retryMs * 2, SENDER_LIMITS.maxRetryMs);
  };

  const send = (pageHide: boolean) => {
    const next = nextBody();
    if (!next) return;
    const records = queue.splice(0, next.count);
    const controller = new AbortController();
    inFlight = true;
    ports.setTimeout(() => controller.abort(), SENDER_LIMITS.timeoutMs);
    ports
      .fetch(ports.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: next.body,
        credentials: 'omit',
        keepalive: pageHide,
        signal: controller.signal,
      })
      .then((response) => {
        inFlight = false;
        if (response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429)) {
          if (response.ok) counts.sent += records.length;
          else counts.dropped += records.length;
          retryMs = SENDER_LIMITS.retryMs;
          if (queue.length > 0) schedule(0);
          return;
        }
        retryLater(records);
      })
      // Offline, abandoned after the time-out, or refused by the browser: the records wait for the next try.
      .catch(() => retryLater(records));
  };

  function flush(options: { pageHide?: boolean } = {}): void {
    if (queue.length === 0 || !ports.isOnline()) return;
    if (inFlight && !options.pageHide) return;
    send(options.pageHide === true);
  }

  return {
    add(record) {
      queue.push(record);
      if (queue.length > SENDER_LIMITS.queued) {
        queue.shift();
        counts.dropped += 1;
      }
      schedule(SENDER_LIMITS.delayMs);
    },
    flush,
    get state() {
      return { queued: queue.length, dropped: counts.dropped, sent: counts.sent };
    },
  };
}
