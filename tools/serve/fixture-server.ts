import { createServer } from 'node:net';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../sandbox/db/open-database';
import { seedDatabase } from '../../sandbox/db/seed/seed-database';
import { loadSettings } from '../../sandbox/server/load-settings';
import { createPortal } from './portal';

/** The checkout the built portal (dist/) is in. */
const REPOSITORY_ROOT = join(import.meta.dirname, '..', '..');

/** A portal with its own sandbox, for one test. */
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
 * The seeded sandbox database of each clock this worker has started a sandbox at (db.serialize()), as the unit tests
 * keep one per process (tests/sandbox/db/seeded-db.ts): the same clock always seeds the same rows, and seeding takes a
 * second or more of a test on a busy 2-core machine. Only for a fixed clock: a real-time sandbox is seeded at the
 * moment its test starts.
 */
const seededAt = new Map<number, Buffer>();

function seededTemplate(clock: Date): Buffer {
  let template = seededAt.get(clock.getTime());
  if (!template) {
    const db = openDatabase(':memory:');
    seedDatabase(db, { now: clock });
    template = db.serialize();
    db.close();
    seededAt.set(clock.getTime(), template);
  }
  return template;
}

/** Where a test's copy of a seeded database goes: memory-backed (/dev/shm) where there is one. */
function scratchRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** What a test's sandbox starts from (for a fixture, its `context`). */
export interface FixtureServerOptions {
  /** The gateway's time when the test starts (a fixture's clock), then running on in real time; null: real time. */
  readonly clock: Date | null;
  /** Configuration entries written over the seeded ones (a fixture's toggles). */
  readonly configuration: Readonly<Record<string, string>>;
  /** Milliseconds before a submitted repair's job number comes; the gateway's 6 s when absent. */
  readonly jobNumberDelayMs?: number;
  /**
   * The reference-data files the gateway serves (a scratch copy an analyst's edit is tried on); the committed ones when
   * absent.
   */
  readonly referenceDataDir?: string;
}

export const REAL_TIME_SANDBOX: FixtureServerOptions = { clock: null, configuration: {} };

/**
 * Starts the built portal (dist/) with a fresh, freshly seeded in-memory sandbox in this process, as `npm start` does,
 * in test mode (fault injection). Every browser test walks from the seeded data, like the headless replay's own sandbox
 * per fixture: the repairs, drafts and documents another test made would otherwise show up as duplicates or change its
 * calls, and tests can run side by side. The gateway is seeded at and runs from the fixture's clock, so what it works
 * out from the time (out of hours, the 6-day rule) is what the headless replay sees; its time moves on in real time, so
 * a job number due later still arrives while the page polls (`jobNumberDelayMs` brings it at once). The identity
 * provider keeps real time: the browser judges its cookies by real time. At a fixed clock the seeded rows are this
 * worker's copy of that clock's seed (seededTemplate).
 */
export async function startFixtureServer(options: FixtureServerOptions): Promise<FixtureServer> {
  const port = await freePort();
  const start = options.clock;
  // At a fixed clock the sandbox opens a copy of this worker's database seeded at that clock (it seeds only an empty
  // one); in real time it seeds its own in memory.
  let dataDir = ':memory:';
  if (start) {
    dataDir = mkdtempSync(join(scratchRoot(), 'portal-e2e-'));
    writeFileSync(join(dataDir, 'sandbox.db'), seededTemplate(start));
  }
  const settings = loadSettings(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_TEST_MODE: 'true',
      DATA_DIR: dataDir,
      ...(options.referenceDataDir ? { REFERENCE_DATA_DIR: options.referenceDataDir } : {}),
    },
    { dev: false },
  );
  const startedAt = Date.now();
  const gatewayClock = start ? { now: () => new Date(start.getTime() + (Date.now() - startedAt)) } : undefined;
  const removeData = () => {
    if (dataDir !== ':memory:') rmSync(dataDir, { recursive: true, force: true });
  };
  const portal = await createPortal(settings, {
    // E2E_DIST_DIR: a build of one's own (vite build --outDir …), so a build running elsewhere in the checkout cannot
    // empty dist/ mid-test.
    distDir: process.env.E2E_DIST_DIR ?? join(REPOSITORY_ROOT, 'dist'),
    ...(gatewayClock ? { gatewayClock } : {}),
    ...(options.jobNumberDelayMs === undefined ? {} : { jobNumberDelayMs: options.jobNumberDelayMs }),
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  const write = portal.db?.prepare(
    'INSERT INTO configuration (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
  );
  for (const [name, value] of Object.entries(options.configuration)) write?.run(name, value);
  await new Promise<void>((resolve, reject) => {
    portal.server.once('error', reject);
    portal.server.listen(settings.port, settings.host, () => resolve());
  });
  return {
    origin: settings.publicOrigin,
    async close() {
      await portal.close();
      removeData();
    },
  };
}
