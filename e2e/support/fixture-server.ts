import { createServer } from 'node:net';
import { join } from 'node:path';
import { createPortalServer } from '../../sandbox/server/create-portal-server';
import { loadSettings } from '../../sandbox/server/load-settings';
import { REPOSITORY_ROOT } from './journey-text';

/** A portal with its own sandbox, for one fixture. */
export interface FixtureServer {
  /** http://127.0.0.1:<port>: the pages, the gateway, the identity provider and /__sandbox/faults. */
  readonly origin: string;
  close(): Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built portal (dist/) with a fresh, freshly seeded in-memory sandbox in this process, as `npm start`
 * does, in test mode (fault injection). A fixture is one walk from the seeded data, like the headless replay's own
 * sandbox per fixture: the repairs, drafts and documents an earlier fixture made would otherwise show up as
 * duplicates or change the next one's calls. Starting takes under a second.
 */
export async function startFixtureServer(): Promise<FixtureServer> {
  const port = await freePort();
  const settings = loadSettings({ PORT: String(port), HOST: '127.0.0.1', SANDBOX_TEST_MODE: 'true', DATA_DIR: ':memory:' }, { dev: false });
  const portal = await createPortalServer(settings, { distDir: join(REPOSITORY_ROOT, 'dist') });
  await new Promise<void>((resolve, reject) => {
    portal.server.once('error', reject);
    portal.server.listen(settings.port, settings.host, () => resolve());
  });
  return { origin: settings.publicOrigin, close: () => portal.close() };
}
