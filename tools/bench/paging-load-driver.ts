// The load driver shared by the paging load tests (the repair history's, tools/bench/paging-load.ts, and the other
// lists', tools/bench/list-load.ts): the bench gateway in a child process (tools/bench/paging-server.ts), so the load
// and the server do not share a thread, and requests sent to it evenly paced, whether or not the earlier ones have
// been answered — a slow answer does not slow the arrivals down, as it would not in use.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { percentile } from './paging-timing';

export interface LoadResult {
  readonly rate: number;
  readonly sent: number;
  readonly failed: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface BenchServer {
  /**
   * Milliseconds until the answer to `template` (a GET) has been read to its end; rejects on a status other than 200.
   */
  ask(template: Request): Promise<number>;
  stop(): void;
}

/** Starts tools/bench/paging-server.ts with `env` added to this process's, once it says which port it listens on. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const root = join(import.meta.dirname, '..', '..');
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(import.meta.dirname, 'paging-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
    });
    const { port } = JSON.parse(line) as { port: number };
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const ask = (template: Request) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(template.url);
        const started = performance.now();
        const req = request(
          {
            host: '127.0.0.1',
            port,
            agent,
            path: `${url.pathname}${url.search}`,
            headers: Object.fromEntries(template.headers),
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200
                ? resolve(performance.now() - started)
                : reject(new Error(`status ${res.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    return {
      ask,
      stop: () => {
        agent.destroy();
        child.kill('SIGTERM');
      },
    };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

/**
 * `rate` requests a second for `seconds`, request `i` being `requestAt(i)`, each sent at its due time; the answer
 * times' median, 99th percentile and maximum, and how many failed (an error status or a broken connection).
 */
export async function paceLoad(
  server: BenchServer,
  options: { rate: number; seconds: number; requestAt: (i: number) => Request },
): Promise<LoadResult> {
  const { rate, seconds, requestAt } = options;
  const total = rate * seconds;
  const times: number[] = [];
  let failed = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      server.ask(requestAt(i)).then(
        (ms) => void times.push(ms),
        () => void (failed += 1),
      ),
    );
  }
  await Promise.all(pending);
  const sorted = times.sort((a, b) => a - b);
  return {
    rate,
    sent: total,
    failed,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
  };
}
