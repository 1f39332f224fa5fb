// The portal server as `npm start`, `npm run dev` and the browser tests run it: the sandbox's portal server
// (sandbox/server) with the analysts' studio (tools/studio-server) mounted. The composition lives here, with the tools,
// because the sandbox is the association's systems' stand-in and imports no tool (decision 0067).
import {
  createPortalServer,
  type PortalServer,
  type PortalServerOptions,
} from '../../sandbox/server/create-portal-server';
import type { Settings } from '../../sandbox/server/load-settings';
import { studioRoutes } from '../studio-server/studio-mount';

export function createPortal(
  settings: Settings,
  options: Omit<PortalServerOptions, 'extraRoutes'>,
): Promise<PortalServer> {
  return createPortalServer(settings, { ...options, extraRoutes: (sandbox) => studioRoutes(settings.dev, sandbox) });
}
