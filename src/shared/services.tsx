import { createContext, useContext, type ReactNode } from 'react';
import type { Auth } from '../auth/types';
import type { GatewayClient } from '../gateway';
import type { RuntimeConfig } from './runtime-config';

/** What the screens need from the outside world; the app gets the real ones, tests give fakes. */
export interface PortalServices {
  config: RuntimeConfig;
  auth: Auth;
  gateway: GatewayClient;
  /** A fresh unique id, e.g. the tracking id of an error page that has no correlation id. */
  newId(): string;
}

const ServicesContext = createContext<PortalServices | null>(null);

export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it');
  return services;
}
