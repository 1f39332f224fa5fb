#!/usr/bin/env node
// `npm run test:e2e`: the browser tests alone, against a fresh build.
import { run, bin } from './run.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
if (run(bin('vite'), ['build', '--logLevel', 'warn']) !== 0) process.exit(1);
process.exit(run(bin('playwright'), ['test', ...process.argv.slice(2)]));
