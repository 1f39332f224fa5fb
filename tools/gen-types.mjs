#!/usr/bin/env node
// Generates TypeScript types from every JSON Schema under schemas/ (the single source of truth), and the union of
// the effect names the journeys in journeys/*.json declare (schemas/generated/journey-effects.ts), against which the
// effect registry is typed: a journey effect without an implementation does not compile. It also writes
// locales/generated/en.ts, which imports every area file of locales/en/ and gives the MessageKey union
// (tools/locale-files.mjs): a new area file needs `npm run gen`; a new key in an existing file needs nothing.
// `--check` regenerates in memory and fails when a committed file is stale, so CI catches a schema or a journey
// edited without its types. `--root <dir>` works on another project root (the tests use a temporary copy).
// Each effect's input declaration (schemas/effects/<area>.<kebab-name>.input.schema.json, e.g. repair.save-draft for
// 'repair.saveDraft') also goes into schemas/generated/effect-inputs.ts: the input type of each effect by name, which
// the effect registry is typed against, so an effect without a declaration (or the reverse) does not compile.
import { compile } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync, readdirSync, mkdirSync, existsSync, statSync } from 'node:fs';
import { basename, join, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_MODULE, localeAreaFiles, localeModuleCode } from './locale-files.mjs';

const rootArg = process.argv.indexOf('--root');
const root =
  rootArg >= 0 ? resolve(process.argv[rootArg + 1] ?? '.') : join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const journeysDir = join(root, 'journeys');
const outDir = join(schemasDir, 'generated');
const check = process.argv.includes('--check');

function schemaFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : schemaFiles(path);
    return name.endsWith('.schema.json') ? [path] : [];
  });
}

/** Every effect name declared in the `effects` of journeys/*.json, sorted and unique. */
function journeyEffectNames() {
  if (!existsSync(journeysDir)) return [];
  const names = new Set();
  for (const name of readdirSync(journeysDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    let journey;
    try {
      journey = JSON.parse(readFileSync(join(journeysDir, name), 'utf8'));
    } catch (error) {
      console.error(`journeys/${name} is not valid JSON (${error.message}); run npm run journeys -- lint`);
      process.exit(1);
    }
    const effects = journey?.effects;
    if (effects && typeof effects === 'object' && !Array.isArray(effects))
      for (const effect of Object.keys(effects)) names.add(effect);
  }
  return [...names].sort();
}

function journeyEffectsModule(names) {
  const quoted = names.map((n) => `'${n.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`);
  return [
    '/* Generated from the `effects` of journeys/*.json by tools/gen-types.mjs. Do not edit: change a journey and run `npm run gen`. */',
    '',
    '/** Every effect name a journey declares; src/effects/registry.ts must implement each one. */',
    `export type JourneyEffectName = ${quoted.length ? quoted.join(' | ') : 'never'};`,
    '',
    '/** The same names as a list, sorted. */',
    `export const JOURNEY_EFFECT_NAMES = [${quoted.join(', ')}] as const;`,
    '',
  ].join('\n');
}

/**
 * 'repair.save-draft.input.schema.json' → 'repair.saveDraft' (tools/journeys/project.ts reads the names the same way).
 */
function effectNameOfFile(name) {
  const [area = '', kebab = ''] = name.replace(/\.input\.schema\.json$/, '').split('.');
  return `${area}.${kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}`;
}

function effectInputsModule(declarations) {
  const q = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return [
    '/* Generated from schemas/effects/*.input.schema.json by tools/gen-types.mjs. Do not edit: change a declaration and run `npm run gen`. */',
    '',
    ...declarations.map(({ type, module }) => `import type { ${type} } from './${module}';`),
    '',
    "/** Each effect's input, by the name journeys call it: src/effects/registry.ts must implement exactly these. */",
    'export interface EffectInputs {',
    ...declarations.map(({ name, type }) => `  ${q(name)}: ${type};`),
    '}',
    '',
    '/** An effect that declares its input. */',
    'export type DeclaredEffectName = keyof EffectInputs;',
    '',
    '/** The input names each effect declares, for the development check of src/effects/input-guard.ts. */',
    'export const EFFECT_INPUT_NAMES: { readonly [Name in DeclaredEffectName]: readonly (keyof EffectInputs[Name] & string)[] } = {',
    ...declarations.map(({ name, inputs }) => `  ${q(name)}: [${inputs.map(q).join(', ')}],`),
    '};',
    '',
  ].join('\n');
}

const banner =
  '/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */';
let stale = 0;
mkdirSync(outDir, { recursive: true });

/**
 * Writes a generated file (by default in schemas/generated/), or with --check reports it when the committed one
 * differs.
 */
function emit(outName, content, target = join(outDir, outName)) {
  const shown = relative(root, target).split('\\').join('/');
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current === content) return;
  if (check) {
    console.error(`stale: ${shown} (run npm run gen)`);
    stale++;
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${shown}`);
  }
}

const effectInputs = [];
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
  emit(outName, ts);
  if (dirname(rel) === 'effects') {
    const type = /export (?:interface|type) (\w+)/.exec(ts)?.[1];
    if (!type) throw new Error(`${rel}: no type was generated`);
    effectInputs.push({
      name: effectNameOfFile(basename(file)),
      type,
      module: outName.replace(/\.ts$/, ''),
      inputs: Object.keys(schema.properties ?? {}),
    });
  }
}
emit('effect-inputs.ts', effectInputsModule(effectInputs.sort((a, b) => (a.name < b.name ? -1 : 1))));
emit('journey-effects.ts', journeyEffectsModule(journeyEffectNames()));
emit(LOCALE_MODULE, localeModuleCode(localeAreaFiles(root).map(({ area }) => area)), join(root, LOCALE_MODULE));
if (stale) process.exit(1);
