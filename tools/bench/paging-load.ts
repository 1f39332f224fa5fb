// The paging load test (issue 13): the repair history's search of a resident with 10 000 repairs, asked 200 times a
// second, evenly paced, for `seconds`, at pages spread over the whole list; the answer times' median and 99th
// percentile. The server runs in a child process (tools/bench/paging-server.ts). A benchmark: npm run bench prints it.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { historyPageRequest } from './paging';

export interface LoadResult {
  readonly rate: number;
  readonly sent: number;
  readonly failed: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

export async function measurePagingLoad(options: { rate?: number; seconds?: number } = {}): Promise<LoadResult> {
  const rate = options.rate ?? 200;
  const seconds = options.seconds ?? 10;
  const root = join(import.meta.dirname, '..', '..');
  const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(import.meta.dirname, 'paging-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
    });
    const { port } = JSON.parse(line) as { port: number };
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const ask = (skip: number) => new Promise<number>((resolve, reject) => {
      const template = historyPageRequest(skip);
      const url = new URL(template.url);
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port, agent, path: `/customerselfserve/api/v1${url.pathname.replace(/^.*\/api\/v1/, '')}${url.search}`, headers: Object.fromEntries(template.headers) }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end();
    });
    // Warm up: the server's first answers compile its queries.
    for (let i = 0; i < 50; i += 1) await ask(i * 10);
    const total = rate * seconds;
    const times: number[] = [];
    let failed = 0;
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i += 1) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Pages over the whole list: first, last and everything between, in turn.
      const skip = ((i * 37) % 1000) * 10;
      pending.push(ask(skip).then((ms) => void times.push(ms), () => void (failed += 1)));
    }
    await Promise.all(pending);
    agent.destroy();
    const sorted = times.sort((a, b) => a - b);
    return { rate, sent: total, failed, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? 0 };
  } finally {
    child.kill('SIGTERM');
  }
}

export function formatLoad(r: LoadResult): string {
  return `history search under load, ${r.rate} req/s evenly paced, ${r.sent} requests: p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, max ${r.maxMs.toFixed(2)} ms, ${r.failed} failed`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatLoad(await measurePagingLoad()));
}
