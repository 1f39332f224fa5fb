import type { Auth } from '../auth/types';
import type { GatewayClient } from '../gateway';
import { onCookieChoice, readCookieChoice } from '../shared/cookie-choice';
import type { RuntimeConfig } from '../shared/runtime-config';
import { connectTelemetry } from '../shared/telemetry';
import { createBatchSender } from './batch-sender';
import { takeCarriedEvents } from './carried-events';
import { addScriptTag, createHeatmap } from './heatmap';
import { eventRecord, type EventInput, type VitalInput } from './telemetry-events';

export interface TelemetryServices {
  config: Pick<RuntimeConfig, 'telemetryUrl' | 'heatmapScriptUrl' | 'channel'>;
  auth: Pick<Auth, 'getSession'>;
  gateway: Pick<GatewayClient, 'getToggle'>;
  newId(): string;
}

/** The heat-map's switch (portal.md §9). */
export const HEATMAP_TOGGLE = 'IsHotjarEnabledSS';

/**
 * Starts the portal's telemetry (decision 0060), loaded once the first page is idle: takes the events src/shared/
 * telemetry.ts holds, sends them as OTLP log records, measures the page's real-user timings and starts the heat-map,
 * each only as far as the resident's cookie choice allows.
 */
export function startTelemetry({ config, auth, gateway, newId }: TelemetryServices): void {
  let choice = readCookieChoice();
  const consented = () => choice === 'accepted';
  const sender = config.telemetryUrl
    ? createBatchSender({
        url: config.telemetryUrl,
        resource: { 'service.name': 'resident-portal' },
        fetch: (input, init) => window.fetch(input, init),
        now: () => Date.now(),
        setTimeout: (task, ms) => window.setTimeout(task, ms),
        isOnline: () => navigator.onLine,
      })
    : null;
  const heatmap = createHeatmap({
    scriptUrl: config.heatmapScriptUrl,
    consented,
    loggedIn: () => auth.getSession() !== null,
    toggleOn: () => gateway.getToggle(HEATMAP_TOGGLE),
    addScript: addScriptTag,
  });

  /** `path`: where the event happened, when that was an earlier page of this tab (the page's own path otherwise). */
  const take = (input: EventInput, at: number, path = window.location.pathname) => {
    if (input.kind === 'page_view') heatmap.consider();
    if (!sender) return;
    const session = auth.getSession();
    const ids = {
      channel: config.channel,
      customerId: session?.customerId ?? null,
      sessionId: session?.sessionId ?? null,
      path,
    };
    const record = eventRecord(input, at, ids, consented(), newId);
    if (record) sender.add(record);
  };

  let measuring = false;
  const measure = () => {
    if (measuring || !sender) return;
    measuring = true;
    // Its own small download, fetched only with consent; web-vitals reads the timings the browser buffered.
    void import('./web-vitals-reporter')
      .then(({ reportWebVitals }) => reportWebVitals((vital: VitalInput) => take(vital, Date.now())))
      .catch(() => {
        // Not downloaded (offline): asked again with the next consent or page load.
        measuring = false;
      });
  };

  // What earlier pages of this tab left before their telemetry came goes first, then this page's own.
  for (const [input, at, path] of takeCarriedEvents(window.sessionStorage)) take(input, at, path);
  connectTelemetry(take);
  if (consented()) measure();
  onCookieChoice((next) => {
    const accepted = next === 'accepted' && !consented();
    choice = next;
    if (!accepted) return;
    // The page the resident accepted on counts, as every page after it will.
    take({ kind: 'page_view', path: window.location.pathname }, Date.now());
    measure();
  });
  if (!sender) return;
  // A page hidden may never be shown again (a phone's tab discarded): what waits goes now, outliving the page.
  window.addEventListener('pagehide', () => sender.flush({ pageHide: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush({ pageHide: true });
  });
  window.addEventListener('online', () => sender.flush());
}
