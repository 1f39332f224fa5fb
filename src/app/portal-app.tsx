import { useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ServicesProvider, type PortalServices } from '../shared/services';

/**
 * Every call failure is shown to the resident (an error page or message), so SWR does not retry behind their
 * back; the gateway client has its own retry policy. Re-fetching on focus would re-run the home page's calls
 * each time the tab is revisited, which the original did not do.
 */
const SWR_OPTIONS: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

/**
 * The portal with its services around `children`: the router with the portal's routes (a browser router in the app,
 * a memory router in tests).
 */
export function PortalApp({ services, children }: { services: PortalServices; children: ReactNode }) {
  // A cache per app, so nothing outlives it (and tests start empty).
  const [cache] = useState(() => new Map());
  return (
    <ServicesProvider services={services}>
      <SWRConfig value={{ ...SWR_OPTIONS, provider: () => cache }}>{children}</SWRConfig>
    </ServicesProvider>
  );
}
