import type { ConfigurationValue } from '../../schemas/generated/gateway.configuration-value';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export interface ConfigurationCalls {
  /** GET /configuration/{name}: a setting's value (e.g. a comma list of demobilised contractor sites). */
  getConfiguration(name: string): Promise<string>;
  /** GET /configuration/{name} read as a feature toggle: only the string "true" turns it on. */
  getToggle(name: string): Promise<boolean>;
}

export function createConfigurationCalls(request: GatewayRequest): ConfigurationCalls {
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
      return (await getConfiguration(name)) === 'true';
    },
  };
}
