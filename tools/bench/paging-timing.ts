// Timing a gateway request in process, shared by the paging benchmarks (tools/bench/paging.ts for the repair
// history, tools/bench/list-paging.ts for the other lists): the same warm-up, sampling and percentiles for every list,
// so their figures can be set side by side.
import { performance } from 'node:perf_hooks';

/** What a bench gateway answers with: the Hono app's fetch. */
export type BenchFetch = (request: Request) => Response | Promise<Response>;

/** The sample at percentile `p` of ascending `sorted` (nearest rank, as the load test has always counted it). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/**
 * Milliseconds of one answer to `request()`, from building the request (as the repair history's figures always have)
 * to reading the answer's last byte. A status other than 200 throws: a fast error page would pass for a fast list.
 */
async function timeOne(fetch: BenchFetch, request: () => Request): Promise<number> {
  const started = performance.now();
  const answer = await fetch(request());
  await answer.arrayBuffer();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${request().url} answered ${answer.status}`);
  return ms;
}

/**
 * Milliseconds of `runs` answers to `request()`, ascending, after `warmUp` answers left out (the first ones compile
 * the statements and warm SQLite's page cache).
 */
export async function timeRequests(
  fetch: BenchFetch,
  request: () => Request,
  runs: number,
  warmUp = 5,
): Promise<number[]> {
  return (await timeInTurn(fetch, [request], runs, warmUp))[0] ?? [];
}

/**
 * Milliseconds of `runs` answers to each of `requests`, each list ascending, the requests asked in turn (one of each,
 * then again) after `warmUp` rounds left out: on a machine whose load comes and goes, a busy spell then falls on every
 * request alike instead of on whichever was being timed, so their ratio holds even when their times do not.
 */
export async function timeInTurn(
  fetch: BenchFetch,
  requests: ReadonlyArray<() => Request>,
  runs: number,
  warmUp = 5,
): Promise<number[][]> {
  const samples = requests.map((): number[] => []);
  for (let run = 0; run < runs + warmUp; run += 1) {
    for (const [i, request] of requests.entries()) {
      const ms = await timeOne(fetch, request);
      if (run >= warmUp) samples[i]?.push(ms);
    }
  }
  return samples.map((list) => list.sort((a, b) => a - b));
}
