import { describe, expect, it, vi } from 'vitest';
import { createBatchSender, SENDER_LIMITS, type SenderPorts } from '../../src/telemetry/batch-sender';
import type { LogRecordInput } from '../../src/telemetry/otlp-log-records';

const record = (n: number, size = 10): LogRecordInput => ({
  at: n,
  eventName: 'portal.page_view',
  severity: 'info',
  attributes: { 'portal.kind': 'page_view', 'url.path': `/${'p'.repeat(size)}` },
});

/** A sender with a hand-run clock: timers run when the test says, fetch answers as the test says. */
function harness(answer: () => Promise<Response>) {
  const timers: Array<{ at: number; task: () => void }> = [];
  let now = 0;
  let online = true;
  const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const ports: SenderPorts = {
    url: 'https://collector.test/v1/logs',
    resource: { 'service.name': 'resident-portal' },
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => now,
    setTimeout: (task, ms) => timers.push({ at: now + ms, task }),
    isOnline: () => online,
  };
  const sender = createBatchSender(ports);
  const advance = async (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.task();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const bodies = () =>
    fetch.mock.calls.map(
      ([, init]) => JSON.parse(String(init?.body)) as { resourceLogs: [{ scopeLogs: [{ logRecords: unknown[] }] }] },
    );
  return { sender, fetch, advance, bodies, goOffline: (value: boolean) => (online = !value) };
}

const ok = () => Promise.resolve(new Response('{}', { status: 200 }));

describe('the batch sender', () => {
  it('sends a page’s events together after a moment, without cookies, as JSON', async () => {
    const { sender, fetch, advance, bodies } = harness(ok);
    sender.add(record(1));
    sender.add(record(2));
    expect(fetch).not.toHaveBeenCalled();
    await advance(SENDER_LIMITS.delayMs);
    expect(fetch).toHaveBeenCalledTimes(1);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('omit');
    expect(init?.keepalive).toBe(false);
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(bodies()[0]?.resourceLogs[0].scopeLogs[0].logRecords).toHaveLength(2);
    expect(sender.state.sent).toBe(2);
  });

  it('sends with keepalive when the page is hidden, so the request outlives the page', async () => {
    const { sender, fetch } = harness(ok);
    sender.add(record(1));
    sender.flush({ pageHide: true });
    expect(fetch.mock.calls[0]?.[1]?.keepalive).toBe(true);
  });

  it('keeps each request within its count and byte limits, and the queue within its bound', async () => {
    const { sender, advance, bodies } = harness(ok);
    for (let n = 0; n < SENDER_LIMITS.queued + 10; n += 1) sender.add(record(n, 1000));
    expect(sender.state.queued).toBe(SENDER_LIMITS.queued);
    expect(sender.state.dropped).toBe(10);
    for (let i = 0; i < 20; i += 1) await advance(SENDER_LIMITS.delayMs);
    for (const [i] of bodies().entries()) {
      const body = JSON.stringify(bodies()[i]);
      expect(body.length).toBeLessThanOrEqual(SENDER_LIMITS.bytes);
      expect(bodies()[i]?.resourceLogs[0].scopeLogs[0].logRecords.length).toBeLessThanOrEqual(SENDER_LIMITS.batch);
    }
    expect(sender.state.sent).toBe(SENDER_LIMITS.queued);
  });

  it('keeps the events when the collector fails or is offline, and sends them later', async () => {
    let fail = true;
    const { sender, fetch, advance, goOffline } = harness(() =>
      fail ? Promise.resolve(new Response('', { status: 503 })) : ok(),
    );
    sender.add(record(1));
    await advance(SENDER_LIMITS.delayMs);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sender.state.queued).toBe(1);
    goOffline(true);
    await advance(SENDER_LIMITS.retryMs);
    expect(fetch).toHaveBeenCalledTimes(1);
    goOffline(false);
    fail = false;
    sender.flush();
    await advance(0);
    expect(sender.state).toEqual({ queued: 0, dropped: 0, sent: 1 });
  });

  it('gives up on a collector that hangs and keeps the events for the next try', async () => {
    const { sender, fetch, advance } = harness(
      () =>
        new Promise<Response>((_resolve, reject) => setTimeout(() => reject(new DOMException('', 'AbortError')), 1)),
    );
    sender.add(record(1));
    await advance(SENDER_LIMITS.delayMs);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(sender.state.queued).toBe(1);
  });

  it('drops what the collector refuses (a 400 would be refused again) and never throws', async () => {
    const { sender, advance } = harness(() => Promise.resolve(new Response('', { status: 400 })));
    sender.add(record(1));
    await advance(SENDER_LIMITS.delayMs);
    expect(sender.state).toEqual({ queued: 0, dropped: 1, sent: 0 });
  });
});
