#!/usr/bin/env node
// Generates TypeScript types from every JSON Schema under schemas/ (the single source of truth).
// `--check` regenerates in memory and fails when a committed file is stale, so CI catches a schema edited
// without its types.
import { compile } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync, readdirSync, mkdirSync, existsSync, statSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const outDir = join(schemasDir, 'generated');
const check = process.argv.includes('--check');

function schemaFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : schemaFiles(path);
    return name.endsWith('.schema.json') ? [path] : [];
  });
}

const banner = '/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */';
let stale = 0;
mkdirSync(outDir, { recursive: true });
for (const file of schemaFiles(schemasDir).sort()) {
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  const rel = relative(schemasDir, file);
  const outName = rel.replace(/\.schema\.json$/, '.ts').replaceAll('/', '.');
  const ts = await compile(schema, schema.title ?? outName, {
    cwd: dirname(file),
    bannerComment: banner,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
  });
  const target = join(outDir, outName);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current === ts) continue;
  if (check) {
    console.error(`stale: schemas/generated/${outName} (run npm run gen)`);
    stale++;
  } else {
    writeFileSync(target, ts);
    console.log(`wrote schemas/generated/${outName}`);
  }
}
if (stale) process.exit(1);
