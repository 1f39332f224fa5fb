import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { lstatSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/open-database';
import { createReferenceDataSource, type ReferenceDataSource } from '../db/reference-data/reference-data-source';
import { DEFAULT_REFERENCE_DATA_DIR } from '../db/reference-data/reference-data-files';
import { seedDatabase } from '../db/seed/seed-database';
import { createIdentityProvider } from '../idp/create-identity-provider';
import { createGatewayApp } from '../gateway/create-gateway-app';
import { sharedSchemaValidator } from '../gateway/schema-validator';
import { createPaymentSandbox } from '../payment/create-payment-sandbox';
import { createCollector } from '../collector/create-collector';
import { heatmapStandInRoute } from '../collector/heatmap-stand-in';
import { createTelemetryStore } from '../collector/telemetry-store';
import { createGatewayListener } from './gateway-listener';
import { SettingsError, type Settings } from './load-settings';
import { portalConfig } from './portal-config';
import { securityHeaders } from './security-headers';
import { isServedBy } from './loopback-origin';
import { createStaticPortal } from './static-portal';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A path prefix and what answers under it. */
export interface PortalRoute {
  readonly prefix: string;
  readonly handle: Handler;
}

/** The sandbox's parts a mounted route may use (the studio reads the database and the reference data). */
export interface SandboxParts {
  /** The sandbox database; null when the sandbox runs elsewhere. */
  readonly db: Db | null;
  readonly clock: { now(): Date };
  /** The reference-data files the gateway serves, and a way to read them again after an edit. */
  readonly referenceData?: { readonly dir: string; refresh(): void };
}

export interface PortalServer {
  server: Server;
  /** The sandbox database, when the sandbox services run in this process. */
  db: Db | null;
  close(): Promise<void>;
}

export interface PortalServerOptions {
  distDir: string;
  clock?: { now(): Date };
  /**
   * The gateway's own time, when it is not `clock` (the browser fixture replay runs the housing data at a fixture's
   * time). The identity provider keeps `clock`: its cookies are judged by the browser's real time.
   */
  gatewayClock?: { now(): Date };
  /** The gateway's delay before a submitted repair's job number comes (GatewayDeps.jobNumberDelayMs). */
  jobNumberDelayMs?: number;
  /** Routes mounted before the portal's own pages, made once the sandbox runs. */
  extraRoutes?: (sandbox: SandboxParts) => Promise<readonly PortalRoute[]>;
}

/**
 * A scratch copy of the project (a browser test trying an analyst's edit, e2e/support/scratch-project.ts) links to the
 * checkout's node_modules: Vite serves the packages from where the link leads too, and keeps its own cache in the copy.
 */
function linkedModules(root: string): { allow: string[]; cacheDir: string } | null {
  const modules = join(root, 'node_modules');
  if (!lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) return null;
  return { allow: [root, realpathSync(modules)], cacheDir: join(root, '.vite') };
}

function isLocal(settings: Settings, url: string): boolean {
  return new URL(url).origin === new URL(settings.publicOrigin).origin;
}

function startsWithPath(req: IncomingMessage, prefix: string): boolean {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * Everything on one origin: the portal (built files, or Vite with hot reload in dev), its /config.json, and —
 * unless the settings point elsewhere — the sandbox gateway, identity provider and payment page.
 */
export async function createPortalServer(settings: Settings, options: PortalServerOptions): Promise<PortalServer> {
  const clock = options.clock ?? { now: () => new Date() };
  const gatewayClock = options.gatewayClock ?? clock;
  const headers = securityHeaders(settings);
  const routes: PortalRoute[] = [];
  let db: Db | null = null;
  let referenceData: ReferenceDataSource | null = null;

  if (settings.sandboxServices) {
    const localIdp = isLocal(settings, settings.idpAuthority);
    const localGateway = isLocal(settings, settings.gatewayBaseUrl);
    if (localGateway && !localIdp) {
      throw new SettingsError(
        'The sandbox gateway checks tokens with the sandbox identity provider: run both, or neither',
      );
    }
    // The payment page is served here on the portal's port under the other loopback name too (load-settings.ts).
    const localPayment = isServedBy(settings.publicOrigin, settings.paymentGatewayUrl);
    if (localPayment && !localGateway) {
      throw new SettingsError(
        "The sandbox payment page takes only the sandbox gateway's tokens: run both, or set PAYMENT_GATEWAY_URL to the real payment page",
      );
    }
    db = openDatabase(settings.dataDir === ':memory:' ? ':memory:' : join(settings.dataDir, 'sandbox.db'));
    seedDatabase(db, { now: gatewayClock.now() });
    // The sandbox collector and heat-map stand-in (decision 0060), before the gateway's /__sandbox routes: its
    // test-mode page is /__sandbox/telemetry.
    const telemetry = createTelemetryStore(db, clock);
    if (settings.telemetryUrl && isLocal(settings, settings.telemetryUrl)) {
      routes.push(
        ...createCollector({
          logsPath: new URL(settings.telemetryUrl).pathname,
          portalOrigin: settings.publicOrigin,
          store: telemetry,
          testMode: settings.testMode,
        }),
      );
    }
    if (settings.heatmapScriptUrl && isServedBy(settings.publicOrigin, settings.heatmapScriptUrl)) {
      routes.push(heatmapStandInRoute(telemetry, settings.publicOrigin));
    }
    // One compiled set of schemas for the gateway and the reference-data files it serves.
    const validator = sharedSchemaValidator();
    referenceData = createReferenceDataSource({
      dir: settings.referenceDataDir ?? DEFAULT_REFERENCE_DATA_DIR,
      db,
      validator,
    });
    referenceData.refresh();
    if (localIdp) {
      const idp = createIdentityProvider({
        issuer: settings.idpAuthority,
        portalOrigin: settings.publicOrigin,
        db,
        cookieKeys: settings.cookieKeys,
        clock,
      });
      routes.push({ prefix: new URL(settings.idpAuthority).pathname, handle: (req, res) => idp.handle(req, res) });
      if (localGateway) {
        const gateway = createGatewayApp({
          db,
          verifyAccessToken: (token) => idp.verifyAccessToken(token),
          clock: gatewayClock,
          newId: randomUUID,
          testMode: settings.testMode,
          allowedOrigins: [settings.publicOrigin],
          validator,
          referenceData,
          ...(options.jobNumberDelayMs === undefined ? {} : { jobNumberDelayMs: options.jobNumberDelayMs }),
        });
        const listener = createGatewayListener(gateway.fetch);
        routes.push({
          prefix: new URL(settings.gatewayBaseUrl).pathname.split('/').slice(0, 2).join('/'),
          handle: listener,
        });
        routes.push({ prefix: '/__sandbox', handle: listener });
      }
    }
    if (localPayment) {
      // The gateway's clock: attempts are made by it, and their 90-minute sessions run out by it.
      const payment = createPaymentSandbox({
        basePath: '/payment-sandbox',
        portalOrigin: settings.publicOrigin,
        db,
        clock: gatewayClock,
      });
      routes.push({
        prefix: new URL(settings.paymentGatewayUrl).pathname,
        handle: (req, res) => payment.handle(req, res),
      });
    }
  }

  const configBody = JSON.stringify(portalConfig(settings));
  routes.push({
    prefix: '/config.json',
    handle: (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...headers,
      });
      res.end(configBody);
    },
  });
  routes.push({
    prefix: '/healthz',
    handle: (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    },
  });

  // What the composition mounts besides the sandbox (the analysts' studio in development, tools/serve/portal.ts):
  // given the sandbox's parts, so the sandbox never imports the tools.
  if (options.extraRoutes) {
    const sandboxData = referenceData;
    routes.push(
      ...(await options.extraRoutes({
        db,
        clock,
        ...(sandboxData
          ? {
              referenceData: {
                dir: settings.referenceDataDir ?? DEFAULT_REFERENCE_DATA_DIR,
                refresh: () => void sandboxData.refresh(),
              },
            }
          : {}),
      })),
    );
  }

  const server = createServer();
  let portal: Handler;
  let closeVite: () => Promise<void> = async () => {};
  if (settings.dev) {
    // Vite injects inline scripts for hot reload, so the strict CSP is only sent by the built portal.
    const { createServer: createViteServer } = await import('vite');
    const linked = linkedModules(process.cwd());
    const vite = await createViteServer({
      server: { middlewareMode: true, hmr: { server }, ...(linked ? { fs: { allow: linked.allow } } : {}) },
      appType: 'spa',
      ...(linked ? { cacheDir: linked.cacheDir } : {}),
    });
    portal = (req, res) => vite.middlewares(req, res);
    closeVite = () => vite.close();
  } else {
    portal = createStaticPortal(options.distDir, headers);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const route = routes.find((r) => startsWithPath(req, r.prefix));
    (route?.handle ?? portal)(req, res);
  });

  return {
    server,
    db,
    async close() {
      await closeVite();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      db?.close();
    },
  };
}
