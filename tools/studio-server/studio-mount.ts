// The studio as the portal server mounts it: its endpoints in development, and a plain 404 otherwise, so a built
// portal never falls back to its pages for /__studio (the static portal answers every unknown path with index.html).
import type { PortalRoute, SandboxParts } from '../../sandbox/server/create-portal-server';
import { STUDIO_PREFIX } from './studio-prefix';

const notFound: PortalRoute = {
  prefix: STUDIO_PREFIX,
  handle: (_req, res) => void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found'),
};

/** The studio's route for the portal server; its code (the journeys lint, the fixtures) loads in development only. */
export async function studioRoutes(dev: boolean, sandbox: SandboxParts): Promise<readonly PortalRoute[]> {
  if (!dev) return [notFound];
  const { studioRoute } = await import('./studio-routes');
  return [studioRoute({ root: process.cwd(), ...sandbox })];
}
