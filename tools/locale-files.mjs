// The one place that knows how the English texts are laid out: one JSON file per area in locales/en/
// (common.json, repairs.json…), each a flat object of key → text, merged into one locale. A key is in exactly one
// file. Every reader goes through here: the Vite locale plugin, tools/check-bundle.mjs, the journeys lint and
// studio (tools/journeys/project.ts), the end-to-end tests, the unit tests, and tools/gen-types.mjs, which writes
// locales/generated/en.ts — the same merge as a TypeScript module (with the MessageKey union) for the portal's
// code, the unit tests and everything that runs under tsx. locales/README.md describes the layout and the keys.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** The folder of the area files, relative to the project root. */
export const LOCALE_DIR = 'locales/en';

/** The generated TypeScript module that imports every area file, relative to the project root. */
export const LOCALE_MODULE = 'locales/generated/en.ts';

/** The name an area file must have: lower-case words joined by hyphens (damp-mould.json). */
export const AREA_FILE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*\.json$/;

/**
 * The area files of a project root, sorted by area: `{ area: 'damp-mould', file: 'locales/en/damp-mould.json', path }`.
 */
export function localeAreaFiles(root) {
  const dir = join(root, LOCALE_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ area: name.slice(0, -'.json'.length), file: `${LOCALE_DIR}/${name}`, path: join(dir, name) }));
}

/** Whether a path (absolute, or relative to the root) is an area file: the watchers of the dev server ask. */
export function isLocaleFile(root, path) {
  const full = resolve(root, path);
  return full.startsWith(resolve(root, LOCALE_DIR) + sep) && full.endsWith('.json');
}

/**
 * The texts of each area file, in area order. Throws an error naming the file when one is not JSON, not an object,
 * or has a text that is not a string, so a tool stops with the analyst's mistake rather than a confusing one later.
 */
export function readLocaleAreas(root) {
  // The one file of before: its texts would silently be left out, so an old branch or habit adding to it stops here.
  if (existsSync(join(root, 'locales', 'en.json'))) {
    throw new Error(
      'locales/en.json is no longer read: move its texts to the area files locales/en/<area>.json (locales/README.md) and delete it',
    );
  }
  return localeAreaFiles(root).map(({ area, file, path }) => {
    let texts;
    try {
      texts = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${error.message}`, { cause: error });
    }
    if (texts === null || typeof texts !== 'object' || Array.isArray(texts))
      throw new Error(`${file} must be an object of key → English text`);
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text !== 'string') throw new Error(`${file}: the text of "${key}" must be a string`);
    }
    return { area, file, texts };
  });
}

/**
 * Keys defined in more than one area file, each with the files that define it: `[['loading', ['locales/en/common.json',
 * …]]]`.
 */
export function duplicateKeys(areas) {
  const files = new Map();
  for (const { file, texts } of areas)
    for (const key of Object.keys(texts)) files.set(key, [...(files.get(key) ?? []), file]);
  return [...files].filter(([, where]) => where.length > 1);
}

/** Every English text: the area files merged. Throws when a key is in two files, since one text would silently win. */
export function readEnglish(root) {
  const areas = readLocaleAreas(root);
  const duplicates = duplicateKeys(areas);
  if (duplicates.length > 0) {
    throw new Error(
      `A locale key must be in one area file only: ${duplicates.map(([key, where]) => `"${key}" is in ${where.join(' and ')}`).join('; ')}`,
    );
  }
  return Object.assign({}, ...areas.map(({ texts }) => texts));
}

const identifier = (area) => `${area.replace(/-([a-z0-9])/g, (_whole, letter) => letter.toUpperCase())}Texts`;

/** The code of locales/generated/en.ts for the given area names (what tools/gen-types.mjs writes). */
export function localeModuleCode(areaNames) {
  return [
    '/* Generated from locales/en/*.json by tools/gen-types.mjs. Do not edit: add or remove an area file and run `npm run gen`. */',
    ...areaNames.map((area) => `import ${identifier(area)} from '../en/${area}.json';`),
    '',
    '/** Every English text of the portal: the area files of locales/en/ merged (a key is in exactly one of them). */',
    'export const en = {',
    ...areaNames.map((area) => `  ...${identifier(area)},`),
    '};',
    '',
    '/** Every message code and label of the portal. */',
    'export type MessageKey = keyof typeof en;',
    '',
  ].join('\n');
}
