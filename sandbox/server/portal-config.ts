import type { RuntimeConfig } from '../../src/shared/runtime-config';
import type { Settings } from './load-settings';

/** The /config.json the built portal reads at start: where the gateway, identity provider and payment page are. */
export function portalConfig(settings: Settings): RuntimeConfig {
  return {
    gatewayBaseUrl: settings.gatewayBaseUrl,
    subscriptionKey: settings.subscriptionKey,
    channel: settings.channel,
    apiTimeoutMs: settings.apiTimeoutMs,
    idp: {
      authority: settings.idpAuthority,
      clientId: settings.idpClientId,
      redirectUri: `${settings.publicOrigin}/customer360View`,
      postLogoutRedirectUri: `${settings.publicOrigin}/startpage`,
      scope: 'openid profile email offline_access',
    },
    paymentGatewayUrl: settings.paymentGatewayUrl,
    telemetryUrl: settings.telemetryUrl,
    heatmapScriptUrl: settings.heatmapScriptUrl,
    idleTimeoutMs: settings.idleTimeoutMs,
    idleCountdownMs: settings.idleCountdownMs,
    testMode: settings.testMode,
  };
}
