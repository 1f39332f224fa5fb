import type { ConfigurationValue } from '../../schemas/generated/gateway.configuration-value';
import type { GatewayRequest } from './request';
import type { GatewayContext } from './types';
import { encodePath } from './url';

export interface ConfigurationCalls {
  /** GET /configuration/{name}: a setting's value (e.g. a comma list of demobilised contractor sites). */
  getConfiguration(name: string): Promise<string>;
  /** GET /configuration/{name} read as a feature toggle: only the string "true" turns it on. */
  getToggle(name: string): Promise<boolean>;
}

/**
 * How long a toggle's answer serves this tab. Toggles are the association's switches for whole features; a page and
 * the journey it opens ask for the same ones within seconds, and on a phone each is a request (issue 13). A switch
 * turned during a session reaches an open tab within five minutes, and at once after a log in.
 */
export const TOGGLE_TTL_MS = 5 * 60_000;

const TOGGLE_KEY_PREFIX = 'portal.toggle.';

interface KeptToggle {
  readonly on: boolean;
  readonly at: number;
}

function keptToggle(store: Pick<Storage, 'getItem'>, name: string, now: number): boolean | null {
  const raw = store.getItem(`${TOGGLE_KEY_PREFIX}${name}`);
  if (raw === null) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptToggle>;
    return typeof kept.on === 'boolean' && typeof kept.at === 'number' && now - kept.at < TOGGLE_TTL_MS
      ? kept.on
      : null;
  } catch {
    // Not written by this module: as if nothing was kept, so the gateway is asked.
    return null;
  }
}

export function createConfigurationCalls(
  request: GatewayRequest,
  options: Pick<GatewayContext, 'toggleStore' | 'now'> = {},
): ConfigurationCalls {
  const { toggleStore } = options;
  const now = options.now ?? (() => Date.now());
  const getConfiguration = async (name: string): Promise<string> => {
    const response = await request<ConfigurationValue | null>({
      method: 'GET',
      path: encodePath`/configuration/${name}`,
    });
    // A setting without a value reads as empty, so a toggle without one is off rather than a crash.
    return typeof response.data?.value === 'string' ? response.data.value : '';
  };
  return {
    getConfiguration,
    async getToggle(name) {
      const kept = toggleStore ? keptToggle(toggleStore, name, now()) : null;
      if (kept !== null) return kept;
      const on = (await getConfiguration(name)) === 'true';
      toggleStore?.setItem(`${TOGGLE_KEY_PREFIX}${name}`, JSON.stringify({ on, at: now() } satisfies KeptToggle));
      return on;
    },
  };
}
