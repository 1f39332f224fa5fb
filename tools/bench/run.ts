// `npm run bench`: the speed figures of issue 13, measured on this machine (a benchmark: nothing here fails a build;
// CI keeps the deterministic gates of tools/check-bundle.mjs). After `npm run build`:
//   - each page's JavaScript (scripts, gzip and brotli KB; home's first view too), its layout shift, and Continue at 4×
//     CPU, in Chromium, beside the floor app's weight and route change measured in the same run (issue 29);
//   - the tasks over 50 ms while typing 100 characters in the repair description at 4× CPU;
//   - the telemetry's cost on a page: its lazy bytes, what it sends, its main-thread time (decision 0060);
//   - the journey engine's path, next step and progress for journeys of 25 to 400 steps;
//   - the repair history search over 10 000 repairs (first, middle and last page) and under 200 requests a second;
//   - the same for the inbox, the transactions and the cases at 10 000 rows each (tools/bench/list-bench.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatEngineTimings, measureEngine } from './engine';
import { formatLoad, measurePagingLoad } from './paging-load';
import { formatPaging, measurePaging } from './paging';
import { runListBench } from './list-bench';
import { formatPages, measurePages } from './pages';
import { formatTelemetry, measureTelemetry } from './telemetry';
import { formatTyping, measureTyping } from './typing';

const root = join(import.meta.dirname, '..', '..');
const dist = process.env.E2E_DIST_DIR ?? join(root, 'dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(join(dist, 'index.html')) && existsSync(chromium)) {
  console.log(formatPages(await measurePages(dist)));
  console.log(formatTelemetry(await measureTelemetry(dist)));
  console.log(formatTyping(await measureTyping(5)));
} else console.log(`pages: skipped (needs a build in ${dist} and Chromium at ${chromium})`);
console.log(formatEngineTimings(measureEngine()));
console.log(formatPaging(await measurePaging()));
console.log(formatLoad(await measurePagingLoad()));
await runListBench((line) => console.log(line));
