// The paging load test (issue 13): the repair history's search of a resident with 10 000 repairs, asked 200 times a
// second, evenly paced, for `seconds`, at pages spread over the whole list; the answer times' median and 99th
// percentile. The server runs in a child process (tools/bench/paging-server.ts). A benchmark: npm run bench prints it.
import { historyPageRequest } from './paging';
import { paceLoad, startBenchServer, type LoadResult } from './paging-load-driver';

export type { LoadResult } from './paging-load-driver';

export async function measurePagingLoad(options: { rate?: number; seconds?: number } = {}): Promise<LoadResult> {
  const server = await startBenchServer();
  try {
    // Warm up: the server's first answers compile its queries.
    for (let i = 0; i < 50; i += 1) await server.ask(historyPageRequest(i * 10));
    // Pages over the whole list: first, last and everything between, in turn.
    return await paceLoad(server, {
      rate: options.rate ?? 200,
      seconds: options.seconds ?? 10,
      requestAt: (i) => historyPageRequest(((i * 37) % 1000) * 10),
    });
  } finally {
    server.stop();
  }
}

export function formatLoad(r: LoadResult): string {
  return `history search under load, ${r.rate} req/s evenly paced, ${r.sent} requests: p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, max ${r.maxMs.toFixed(2)} ms, ${r.failed} failed`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatLoad(await measurePagingLoad()));
}
