import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './journey-text';

/**
 * What `npm run dev` reads: the analyst's data (journeys/, rules/, locales/, sandbox/reference-data/), the code that
 * imports it by relative path, and the fixtures the studio draws situations from. node_modules is linked, not copied.
 */
const COPIED = [
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  'public',
  'src',
  'widgets',
  'journeys',
  'rules',
  'locales',
  'schemas',
  'sandbox',
  'tools',
  'tests/fixtures',
];

/** How long the development portal may take to start on a loaded machine. */
const START_TIMEOUT_MS = 90_000;

/** A copy of the project an analyst's edit is tried on, with `npm run dev` running on it. */
export interface ScratchProject {
  readonly root: string;
  /** http://127.0.0.1:<port>: the dev portal (Vite, hot reload), the sandbox in test mode and the studio. */
  readonly origin: string;
  /** Reads a JSON file of the copy (a path below its root). */
  readJson<T>(path: string): T;
  /** Edits a JSON file of the copy in place, as an analyst saves it in an editor. */
  editJson<T>(path: string, edit: (document: T) => void): void;
  /** `npm run journeys -- lint` on the copy: its output, empty of problems when the edit is whole. */
  lint(): { status: number | null; output: string };
  /** Puts back every file edited since the last call, as they were copied. */
  undoEdits(): void;
  close(): Promise<void>;
}

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

/** Waits for the portal's health check to answer, or for the process to end (its output then says why). */
async function waitUntilUp(child: ChildProcess, origin: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev ended (${child.exitCode}):\n${output()}`);
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run dev did not start in ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Copies the project to a scratch folder and runs `npm run dev` there (`tsx tools/serve/main.ts --dev`: Vite with hot
 * reload, the sandbox in test mode reading the copy's reference-data files, the studio), with a fresh in-memory sandbox
 * database. It runs in its own process, as an analyst's does, so the tests see what an analyst sees. The real
 * journeys/, rules/ and locales/ are never touched.
 */
export async function startScratchProject(): Promise<ScratchProject> {
  const root = mkdtempSync(join(tmpdir(), 'portal-analyst-'));
  for (const path of COPIED) cpSync(join(REPOSITORY_ROOT, path), join(root, path), { recursive: true });
  symlinkSync(join(REPOSITORY_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['tools/serve/main.ts', '--dev'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_TEST_MODE: 'true', DATA_DIR: ':memory:' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(child, origin, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
  const originals = new Map<string, string>();
  return {
    root,
    origin,
    readJson,
    editJson<T>(path: string, edit: (document: T) => void) {
      if (!originals.has(path)) originals.set(path, readFileSync(join(root, path), 'utf8'));
      const document = readJson<T>(path);
      edit(document);
      writeFileSync(join(root, path), `${JSON.stringify(document, null, 2)}\n`);
    },
    lint() {
      const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['tools/journeys.ts', 'lint'], {
        cwd: root,
        encoding: 'utf8',
      });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    },
    undoEdits() {
      for (const [path, text] of originals) writeFileSync(join(root, path), text);
      originals.clear();
    },
    close: stop,
  };
}
