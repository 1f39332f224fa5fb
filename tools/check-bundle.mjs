#!/usr/bin/env node
// Gates on the built portal (dist/): no dynamic code evaluation (the strict CSP would break it) and the size
// budgets of DESIGN.md — start and home pages ≤ 150 KB of gzipped JavaScript, CSS ≤ 20 KB gzipped.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readEnglish } from './locale-files.mjs';
import { root } from './run.mjs';

const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run npm run build first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];

const assets = readdirSync(join(dist, 'assets'));
for (const file of assets.filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  if (/\beval\s*\(|new\s+Function\s*\(|[^.\w$]Function\s*\(\s*["'`]/.test(code)) {
    failures.push(`assets/${file} evaluates strings as code (eval or new Function): the CSP forbids it`);
  }
}

// The initial load: the entry chunk and everything it imports statically.
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(Object.keys(manifest).find((key) => manifest[key] === entry));
const initialJs = [...initial].reduce((sum, file) => sum + gz(file), 0);
const css = assets.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(`assets/${f}`), 0);
const allJs = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(`assets/${f}`), 0);

console.log(`initial JavaScript (start and home pages): ${kb(initialJs)} gzipped, budget 150 KB`);
console.log(`all JavaScript: ${kb(allJs)} gzipped in ${assets.filter((f) => f.endsWith('.js')).length} files`);
console.log(`CSS: ${kb(css)} gzipped, budget 20 KB`);
// Each module brings the English texts it names (tools/vite-locale-plugin.ts), and the plugin reports what the build's
// modules named (dist/.vite/locale-texts.json). A text named by a built module the plugin does not cover would ship in
// no chunk: that fails. A text no built module names (the studio's, or a part whose page is not built yet) ships
// nowhere, rightly; tests/locales.test.ts makes sure every text is named by some source.
const localeTexts = readEnglish(root);
const reportPath = join(dist, '.vite', 'locale-texts.json');
if (!existsSync(reportPath)) failures.push('dist/.vite/locale-texts.json is missing: the locale plugin did not run in the build');
const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : { registered: [], outside: [] };
const initialCode = [...initial].map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
const registered = (code, key) => code.includes(`"${key}":`) || code.includes(`${key}:`);
const firstKeys = Object.keys(localeTexts).filter((key) => registered(initialCode, key)).length;
console.log(`English texts: ${firstKeys} of ${Object.keys(localeTexts).length} in the first download, ${report.registered.length} named by the built portal`);
for (const { module, keys } of report.outside) {
  failures.push(`${module} names ${keys.join(', ')} but no chunk carries their texts: it is outside tools/vite-locale-plugin.ts's folders`);
}
if (initialJs > 150 * 1024) failures.push(`initial JavaScript ${kb(initialJs)} is over the 150 KB budget`);
if (css > 20 * 1024) failures.push(`CSS ${kb(css)} is over the 20 KB budget`);
for (const failure of failures) console.error(`✗ ${failure}`);
process.exit(failures.length ? 1 : 0);
