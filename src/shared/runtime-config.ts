/**
 * Settings the built portal reads at start from `/config.json`, so the same build points at the sandbox or at
 * the association's real gateway, identity provider and payment gateway. The sandbox server writes this file
 * from its environment (see README "Configuration").
 */
export interface RuntimeConfig {
  /** Base URL of the API gateway's customer self-serve API, e.g. http://127.0.0.1:8080/customerselfserve/api/v1 */
  gatewayBaseUrl: string;
  /** Gateway subscription key: a public client identifier, not a secret. */
  subscriptionKey: string;
  /** Channel header value. */
  channel: string;
  /** API time-out in milliseconds (spec: 5000). */
  apiTimeoutMs: number;
  idp: {
    /** OpenID Connect issuer, e.g. http://127.0.0.1:8080/oidc */
    authority: string;
    clientId: string;
    /** Where the identity provider returns after login: the home page. */
    redirectUri: string;
    /** Where it returns after logout: the start page. */
    postLogoutRedirectUri: string;
    scope: string;
  };
  /** The embedded card payment page (iframe target). */
  paymentGatewayUrl: string;
  /** The OTLP/HTTP JSON logs endpoint events go to (decision 0060); null: no events are sent. */
  telemetryUrl: string | null;
  /** The heat-map tool's script, run only with consent and IsHotjarEnabledSS 'true'; null: there is none. */
  heatmapScriptUrl: string | null;
  /** Idle time before the auto-logout warning (spec: 1,500,000 ms). */
  idleTimeoutMs: number;
  /** Countdown shown in the warning (spec: 300 s). */
  idleCountdownMs: number;
  /** True only when the sandbox runs in test mode (fault injection, record mode). */
  testMode: boolean;
}

/**
 * Reads /config.json. index.html preloads it, so it arrives while the scripts download; the server sends it with
 * `Cache-Control: no-cache`, so a changed setting is never read stale. The request matches the preload (a plain
 * same-origin fetch), so the file is fetched once.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
