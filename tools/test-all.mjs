#!/usr/bin/env node
// `npm test`: everything CI runs, in order, carrying on after a failure so one run reports everything.
// Ends with one line "N passed, N failed" counting every unit test, every browser test and each gate.
import { readFileSync, existsSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { run, runCaptured, bin, root } from './run.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;

function gate(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args, env ? { env: { ...process.env, ...env } } : {}) === 0;
  if (ok) passed++;
  else failed++;
  console.log(ok ? `✓ ${name}` : `✗ ${name}`);
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Gates that only read the checkout run side by side (each uses one core; lint and typecheck take about half a minute
 * each on the 2-core CI machine), their output shown one after the other in this order.
 */
async function gatesSideBySide(gates) {
  const results = await Promise.all(gates.map(([, command, args]) => runCaptured(command, args)));
  gates.forEach(([name], index) => {
    const { code, output } = results[index];
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    if (code === 0) passed++;
    else failed++;
    console.log(code === 0 ? `✓ ${name}` : `✗ ${name}`);
  });
}

await gatesSideBySide([
  ['format (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['types generated from schemas/ are up to date', process.execPath, ['tools/gen-types.mjs', '--check']],
  ['journeys lint', bin('tsx'), ['tools/journeys.ts', 'lint']],
  ['lint', bin('eslint'), ['.']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
]);

console.log('\n▶ unit tests (vitest)');
const vitestJson = join(reports, 'vitest.json');
const vitestCode = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  failed += vitest.numFailedTests + (vitestCode !== 0 && vitest.numFailedTests === 0 ? 1 : 0);
} else {
  failed++;
}

const built = gate('build', bin('vite'), ['build', '--logLevel', 'warn']);
if (built) gate('bundle: no eval, size budgets', process.execPath, ['tools/check-bundle.mjs']);

if (built) {
  ensureChromium();
  console.log('\n▶ browser tests (playwright)');
  const pwCode = run(bin('playwright'), ['test']);
  const pw = readJson(join(reports, 'playwright.json'));
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    skipped += pw.stats.skipped;
    failed += pw.stats.unexpected + (pwCode !== 0 && pw.stats.unexpected === 0 ? 1 : 0);
  } else {
    failed++;
  }
} else {
  failed++;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
