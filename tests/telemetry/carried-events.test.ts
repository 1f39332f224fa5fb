// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CHOICE_NAME, readCookieChoice } from '../../src/shared/cookie-choice';

// Decision 0078: a page left before its telemetry loaded hands its events to the tab's next page.
type Sent = { path: unknown; kind: unknown; call: unknown; customer: unknown };

const sent: Sent[] = [];
let leaveListeners: Array<() => void> = [];

/** A new document of the same tab: the first download's modules anew, the tab's session storage as it was. */
async function loadPage(path: string) {
  leaveListeners = [];
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const shared = await import('../../src/shared/telemetry');
  shared.keepEarlyEventsOnPageHide({
    storage: window.sessionStorage,
    onPageHide: (listener) => leaveListeners.push(listener),
    consented: () => readCookieChoice() === 'accepted',
  });
  return {
    record: shared.recordEvent,
    /** The session ends in the tab as every auth path ends it (a 401, a logout, a sign-out elsewhere). */
    endSession: async () => (await import('../../src/auth/clear-tab-storage')).clearTabStorage(window.sessionStorage),
    /** The telemetry arrives (the browser was idle), then the page is hidden: what waits is sent. */
    async startTelemetry() {
      const { startTelemetry } = await import('../../src/telemetry/start-telemetry');
      startTelemetry({
        config: {
          telemetryUrl: 'https://collector.test/v1/logs',
          heatmapScriptUrl: null,
          channel: 'CustomerSelfService',
        },
        auth: { getSession: () => ({ customerId: 'c-1', sessionId: 's-1', name: 'Alex' }) },
        gateway: { getToggle: () => Promise.resolve(false) },
        newId: () => 'id-1',
      });
      window.dispatchEvent(new Event('pagehide'));
    },
    leave: () => leaveListeners.forEach((listener) => listener()),
  };
}

beforeEach(() => {
  sent.length = 0;
  window.sessionStorage.clear();
  document.cookie = `${COOKIE_CHOICE_NAME}=accepted; Path=/`;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as {
        resourceLogs: Array<{
          scopeLogs: Array<{
            logRecords: Array<{ attributes: Array<{ key: string; value: Record<string, unknown> }> }>;
          }>;
        }>;
      };
      for (const record of body.resourceLogs.flatMap((r) => r.scopeLogs).flatMap((s) => s.logRecords)) {
        const value = (key: string) => Object.values(record.attributes.find((a) => a.key === key)?.value ?? {})[0];
        sent.push({
          kind: value('portal.kind'),
          path: value('url.path'),
          call: value('portal.gateway_call'),
          customer: value('portal.customer_id'),
        });
      }
      return Promise.resolve(new Response(null, { status: 200 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${COOKIE_CHOICE_NAME}=; Max-Age=0; Path=/`;
});

describe('events of a page left before its telemetry loaded', () => {
  const failure = {
    kind: 'gateway_failure',
    status: 500,
    method: 'GET',
    call: '/customers/c-1/accounts',
    correlationId: 'x-1',
    errorType: 'GatewayHttpError',
  } as const;

  it('are sent by the next page’s telemetry, first, each with the path it happened on', async () => {
    const home = await loadPage('/customer360View');
    home.record({ kind: 'page_view', path: '/customer360View' });
    window.history.pushState(null, '', '/viewaccount');
    home.record({ kind: 'page_view', path: '/viewaccount' });
    home.record(failure);
    home.leave();
    // A second page left as soon adds its own after them.
    const messages = await loadPage('/mymessageshistory');
    messages.record({ kind: 'page_view', path: '/mymessageshistory' });
    messages.leave();

    const cookies = await loadPage('/cookies');
    cookies.record({ kind: 'page_view', path: '/cookies' });
    await cookies.startTelemetry();
    expect(sent).toEqual([
      { kind: 'page_view', path: '/customer360View', call: undefined, customer: 'c-1' },
      { kind: 'page_view', path: '/viewaccount', call: undefined, customer: 'c-1' },
      { kind: 'error', path: '/viewaccount', call: '/customers/:id/accounts', customer: 'c-1' },
      { kind: 'page_view', path: '/mymessageshistory', call: undefined, customer: 'c-1' },
      { kind: 'page_view', path: '/cookies', call: undefined, customer: 'c-1' },
    ]);

    // Sent once: the next page sends only its own.
    sent.length = 0;
    const next = await loadPage('/viewaccount');
    next.record({ kind: 'page_view', path: '/viewaccount' });
    await next.startTelemetry();
    expect(sent.map((event) => event.path)).toEqual(['/viewaccount']);
  });

  it('wait without what was typed into an address, and not at all once the telemetry has them', async () => {
    const search = await loadPage('/mymessageshistory');
    search.record({ kind: 'page_view', path: '/mymessageshistory?search=boiler' });
    search.record({ kind: 'error_page', page: '/genericerror#boiler' });
    search.leave();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('boiler');

    const connected = await loadPage('/cookies');
    await connected.startTelemetry();
    expect(sent.map((event) => event.path)).toEqual(['/mymessageshistory', '/mymessageshistory']);
    connected.record({ kind: 'page_view', path: '/cookies' });
    connected.leave();
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.length).toBe(0);
    expect(sent.map((event) => event.path)).toEqual(['/mymessageshistory', '/mymessageshistory', '/cookies']);
  });

  it('are at most the 50 a page keeps, the newest, and a line that is not an event is dropped', async () => {
    window.sessionStorage.setItem('portal.telemetry.carried', '{not json\n["x"]');
    const busy = await loadPage('/genericerror');
    for (let i = 0; i < 30; i += 1) busy.record({ kind: 'page_view', path: '/genericerror' });
    busy.leave();
    const busier = await loadPage('/startpage');
    for (let i = 0; i < 30; i += 1) busier.record({ kind: 'page_view', path: '/startpage' });
    busier.leave();

    await (await loadPage('/cookies')).startTelemetry();
    // Twenty to a request: two more times hidden sends the rest.
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(50);
    expect(sent.filter((event) => event.path === '/startpage')).toHaveLength(30);
  });

  it.each(['rejected', null])(
    'keep no page view in the tab’s storage without consent (choice %s), only the error reports',
    async (choice) => {
      document.cookie = choice
        ? `${COOKIE_CHOICE_NAME}=${choice}; Path=/`
        : `${COOKIE_CHOICE_NAME}=; Max-Age=0; Path=/`;
      const home = await loadPage('/customer360View');
      home.record({ kind: 'page_view', path: '/customer360View' });
      home.leave();
      expect(window.sessionStorage.length).toBe(0);

      const account = await loadPage('/viewaccount');
      account.record({ kind: 'page_view', path: '/viewaccount' });
      account.record(failure);
      account.leave();
      expect(window.sessionStorage.getItem('portal.telemetry.carried')).not.toContain('page_view');

      await (await loadPage('/cookies')).startTelemetry();
      // Without consent an error report is sent without the page's path (decision 0060).
      expect(sent).toEqual([{ kind: 'error', path: undefined, call: '/customers/:id/accounts', customer: 'c-1' }]);
    },
  );

  it('go with the session when it ends in the tab (a 401, a logout): its cleared storage stays empty', async () => {
    const home = await loadPage('/customer360View');
    home.record({ kind: 'page_view', path: '/customer360View' });
    home.record({ ...failure, status: 401 });
    await home.endSession();
    home.leave();
    expect(window.sessionStorage.length).toBe(0);

    // A later page of the tab keeps its own as before.
    const start = await loadPage('/startpage');
    start.record({ kind: 'page_view', path: '/startpage' });
    start.leave();
    await (await loadPage('/cookies')).startTelemetry();
    expect(sent.map((event) => event.path)).toEqual(['/startpage']);
  });
});
