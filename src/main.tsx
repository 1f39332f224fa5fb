import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLazyAuth } from './auth/lazy-auth';
import { createGatewayClient } from './gateway';
import './app/styles.css';
import { PortalApp } from './app/portal-app';
import { PortalRouter } from './app/portal-router';
import { PortalRoutes } from './app/routes';
import { loadRuntimeConfig } from './shared/runtime-config';
import { StartupFailure } from './app/startup-failure';
import { readCookieChoice } from './shared/cookie-choice';
import { keepEarlyEventsOnPageHide, recordGatewayFailure } from './shared/telemetry';
import { whenIdleAfterPaint } from './shared/when-idle';

async function start(root: HTMLElement): Promise<void> {
  keepEarlyEventsOnPageHide({
    storage: window.sessionStorage,
    onPageHide: (listener) => window.addEventListener('pagehide', listener),
    consented: () => readCookieChoice() === 'accepted',
  });
  const reactRoot = createRoot(root);
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch {
    reactRoot.render(<StartupFailure />);
    return;
  }

  const newId = () => crypto.randomUUID();
  const auth = createLazyAuth({
    currentUrl: window.location.href,
    idp: config.idp,
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    locks: navigator.locks,
    newId,
    navigate: (url) => window.location.assign(url),
  });
  const gateway = createGatewayClient({
    config,
    getAccessToken: () => auth.getAccessToken(),
    getSessionId: () => auth.getSession()?.sessionId ?? '',
    getCustomerId: () => auth.getSession()?.customerId ?? null,
    newCorrelationId: newId,
    // portal.md §4 Session: a 401 clears all storage and returns to the site root, which leads to the start page.
    onUnauthorised: () => {
      // A logout revokes the tokens before it leaves for the identity provider: a call still in flight then answers
      // 401, and going home instead would cancel that navigation and leave the provider's session alive.
      if (auth.isLoggingOut()) return;
      // Spec: a 401 clears all storage and returns to the site root. The reload also drops every answer held in
      // memory, so this tab re-renders nothing in between (which would navigate twice).
      auth.clearLocalSession({ notify: false });
      window.location.assign('/');
    },
    onFailure: recordGatewayFailure,
    fetch: (input, init) => window.fetch(input, init),
    toggleStore: window.sessionStorage,
  });

  // The telemetry loads once the first page is drawn and the browser idle: nothing of it is in the first download
  // (decision 0060). Until then src/shared/telemetry.ts keeps the events.
  const loadTelemetry = () => {
    import('./telemetry/start-telemetry')
      .then(({ startTelemetry }) => startTelemetry({ config, auth, gateway, newId }))
      // Not downloaded (offline): tried again when the browser is back online.
      .catch(() => window.addEventListener('online', loadTelemetry, { once: true }));
  };
  whenIdleAfterPaint(loadTelemetry);

  // The first drawing of the portal as a transition: React draws it in slices, yielding to the browser between them,
  // rather than as one long task a phone spends a quarter of a second on before it answers a tap (issue 13).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <PortalApp services={{ config, auth, gateway, newId }}>
          <PortalRouter>
            <PortalRoutes />
          </PortalRouter>
        </PortalApp>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
