import { otherLoopbackOrigin } from './loopback-origin';

/**
 * Every setting of `npm start`, read once from the environment and checked, so a typo fails at start-up with a
 * clear message instead of half-working later. README "Configuration" documents each one.
 */
export interface Settings {
  host: string;
  port: number;
  /** The portal's own origin as residents' browsers see it. */
  publicOrigin: string;
  dataDir: string;
  /** The sandbox gateway's reference-data files (REFERENCE_DATA_DIR); null: the committed sandbox/reference-data. */
  referenceDataDir: string | null;
  /** Run the sandbox gateway, identity provider and payment page in this process. */
  sandboxServices: boolean;
  /** Allows /__sandbox fault injection; never set in production. */
  testMode: boolean;
  /** Serve the portal through Vite with hot reload (npm run dev) instead of the built dist/. */
  dev: boolean;
  gatewayBaseUrl: string;
  subscriptionKey: string;
  channel: string;
  apiTimeoutMs: number;
  idpAuthority: string;
  idpClientId: string;
  paymentGatewayUrl: string;
  /**
   * Where the portal sends its events (OTLP/HTTP JSON log records, decision 0060): the sandbox collector by default,
   * any OpenTelemetry Collector by configuration; null (TELEMETRY_URL=none) sends none.
   */
  telemetryUrl: string | null;
  /**
   * The heat-map tool's script (HEATMAP_SCRIPT_URL), loaded only with the resident's consent and IsHotjarEnabledSS
   * 'true'; the sandbox's stand-in by default when the sandbox services run, null (none) otherwise.
   */
  heatmapScriptUrl: string | null;
  idleTimeoutMs: number;
  idleCountdownMs: number;
  cookieKeys: string[];
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new SettingsError(`${name} must be true or false, not "${env[name]}"`);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).href.replace(/\/$/, '');
  } catch {
    throw new SettingsError(`${name} must be an absolute URL, not "${raw}"`);
  }
}

/** An optional address: the fallback when unset, null when set to `none`. */
function optionalUrl(env: Env, name: string, fallback: string | null): string | null {
  const raw = env[name];
  if (raw?.toLowerCase() === 'none') return null;
  if (!raw && fallback === null) return null;
  return url(env, name, fallback ?? '');
}

export function loadSettings(env: Env, options: { dev?: boolean } = {}): Settings {
  const host = env.HOST || '127.0.0.1';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const publicOrigin = url(env, 'PUBLIC_ORIGIN', `http://${host}:${port}`);
  const sandboxServices = flag(env, 'SANDBOX_SERVICES', true);
  return {
    host,
    port,
    publicOrigin,
    dataDir: env.DATA_DIR || 'data',
    referenceDataDir: env.REFERENCE_DATA_DIR || null,
    sandboxServices,
    testMode: flag(env, 'SANDBOX_TEST_MODE', false),
    dev: options.dev ?? flag(env, 'DEV', false),
    gatewayBaseUrl: url(env, 'GATEWAY_BASE_URL', `${publicOrigin}/customerselfserve/api/v1`),
    subscriptionKey: env.GATEWAY_SUBSCRIPTION_KEY || 'sandbox-subscription-key',
    channel: env.GATEWAY_CHANNEL || 'CustomerSelfService',
    apiTimeoutMs: integer(env, 'API_TIMEOUT_MS', 5000, 100, 120000),
    idpAuthority: url(env, 'IDP_AUTHORITY', `${publicOrigin}/oidc`),
    idpClientId: env.IDP_CLIENT_ID || 'resident-portal',
    // Another site than the portal's by default (decision 0037), so the payment page is proven to need no shared
    // cookie.
    paymentGatewayUrl: url(env, 'PAYMENT_GATEWAY_URL', `${otherLoopbackOrigin(publicOrigin)}/payment-sandbox`),
    telemetryUrl: optionalUrl(env, 'TELEMETRY_URL', `${publicOrigin}/otlp/v1/logs`),
    // On the other site, as the payment page is: the CSP must name its origin for it to run at all.
    heatmapScriptUrl: optionalUrl(
      env,
      'HEATMAP_SCRIPT_URL',
      sandboxServices ? `${otherLoopbackOrigin(publicOrigin)}/heatmap-sandbox/heatmap.js` : null,
    ),
    idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', 1_500_000, 1000, 86_400_000),
    idleCountdownMs: integer(env, 'IDLE_COUNTDOWN_MS', 300_000, 1000, 3_600_000),
    cookieKeys: (env.IDP_COOKIE_KEYS || 'sandbox-only-cookie-key-change-me').split(','),
  };
}
