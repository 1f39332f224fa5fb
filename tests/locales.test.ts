import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../locales/generated/en';
import { LEGACY_KEYS } from '../locales/legacy-keys';
import { SPEC_CODES } from '../locales/spec-codes';
import {
  AREA_FILE_NAME,
  LOCALE_MODULE,
  duplicateKeys,
  localeAreaFiles,
  localeModuleCode,
  readLocaleAreas,
} from '../tools/locale-files.mjs';

// The English texts, one file per area in locales/en/ (locales/README.md): each key in one file, named by the key
// convention unless it is a message code of the specification, used by the portal, and with well-formed text.
const root = join(import.meta.dirname, '..');
const areas = readLocaleAreas(root);
const areaPrefixes = areas.map(({ area }) => `${area.replaceAll('-', '_')}_`);

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'generated' ? [] : filesUnder(path, extensions);
    return extensions.some((ext) => name.endsWith(ext)) ? [path] : [];
  });
}

/** Every string value of the JSON documents of a folder (journeys/, rules/). */
function documentStrings(dir: string): Set<string> {
  const strings = new Set<string>();
  for (const file of filesUnder(dir, ['.json'])) {
    JSON.parse(readFileSync(join(root, file), 'utf8'), (_key, value: unknown) => {
      if (typeof value === 'string') strings.add(value);
      return value;
    });
  }
  return strings;
}

/**
 * The key convention (locales/README.md), for keys that are not spec codes: lower-case words joined by `_`; in
 * `<area>.json` the first words are the area (`damp-mould.json` → `damp_mould_…`); in common.json there is no prefix,
 * but a common key does not start with another area's name.
 */
function followsConvention(area: string, key: string): boolean {
  if (!/^[a-z0-9]+(?:_[a-z0-9]+)*$/.test(key)) return false;
  if (area === 'common') return !areaPrefixes.some((prefix) => prefix !== 'common_' && key.startsWith(prefix));
  const prefix = `${area.replaceAll('-', '_')}_`;
  return key.startsWith(prefix) && key.length > prefix.length;
}

describe('the area files of locales/en/', () => {
  it('are named by their area in lower case, with common.json among them', () => {
    const names = localeAreaFiles(root).map(({ file }) => file.split('/').pop()!);
    expect(names.filter((name) => !AREA_FILE_NAME.test(name))).toEqual([]);
    expect(names).toContain('common.json');
  });

  it('hold each key in one file only', () => {
    expect(duplicateKeys(areas).map(([key, files]) => `${key}: ${files.join(', ')}`)).toEqual([]);
  });

  it('name every key that is not a spec code <area>_<what> in lower snake case (common.json: <what>), bar the listed legacy keys', () => {
    const breaking = areas.flatMap(({ area, file, texts }) =>
      Object.keys(texts)
        .filter(
          (key) => !SPEC_CODES.has(key) && !followsConvention(area, key) && !(LEGACY_KEYS[area] ?? []).includes(key),
        )
        .map((key) => `${file}: ${key}`),
    );
    expect(breaking).toEqual([]);
  });

  it('list as legacy only keys still in that file that still break the convention (the list only shrinks)', () => {
    const texts = new Map(areas.map(({ area, texts }) => [area, texts]));
    const stale = Object.entries(LEGACY_KEYS).flatMap(([area, keys]) =>
      keys
        .filter(
          (key) => !Object.hasOwn(texts.get(area) ?? {}, key) || SPEC_CODES.has(key) || followsConvention(area, key),
        )
        .map((key) => `${area}: ${key}`),
    );
    expect(stale).toEqual([]);
  });

  it(`are all imported by ${LOCALE_MODULE} (run npm run gen after adding or removing one)`, () => {
    expect(readFileSync(join(root, LOCALE_MODULE), 'utf8')).toBe(localeModuleCode(areas.map(({ area }) => area)));
    expect(Object.keys(en).length).toBe(areas.reduce((sum, { texts }) => sum + Object.keys(texts).length, 0));
  });
});

describe('the English texts', () => {
  // Every key must be used by the portal: written as a quoted literal in src/ or widgets/, or any string value of a
  // journey or rule document (message codes, labels, the labels a decision table outputs). An unused key is text
  // nobody can see, which usually means a renamed code left behind. The same literals are how the build finds which
  // chunk carries a text (tools/vite-locale-plugin.ts). Journey keys missing from the locale are caught by
  // tests/tools/journeys-locale.test.ts, keys the code names by the type of t().
  const code = [...filesUnder('src', ['.ts', '.tsx']), ...filesUnder('widgets', ['.ts', '.tsx'])]
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n');
  const journeyStrings = documentStrings('journeys');
  const ruleStrings = documentStrings('rules');
  const isUsed = (key: string) =>
    code.includes(`'${key}'`) ||
    code.includes(`"${key}"`) ||
    code.includes(`\`${key}\``) ||
    journeyStrings.has(key) ||
    ruleStrings.has(key);

  it('have no key that nothing uses', () => {
    const unused = areas.flatMap(({ file, texts }) =>
      Object.keys(texts)
        .filter((key) => !isUsed(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('have a text for every key a decision table of rules/ outputs as a label, title, message, source or next', () => {
    const missing: string[] = [];
    for (const file of filesUnder('rules', ['.json'])) {
      const rule = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
        rows?: Array<Record<string, unknown>>;
        otherwise?: Record<string, unknown>;
      };
      for (const row of [...(rule.rows ?? []), ...(rule.otherwise ? [rule.otherwise] : [])]) {
        for (const column of ['label', 'title', 'message', 'source', 'next']) {
          const key = row[column];
          if (typeof key === 'string' && !Object.hasOwn(en, key)) missing.push(`${file} ${column}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('have no empty text and no unbalanced placeholders', () => {
    for (const [key, text] of Object.entries(en as Record<string, string>)) {
      expect(text.trim(), key).not.toBe('');
      expect((text.match(/\{/g) ?? []).length, key).toBe((text.match(/\}/g) ?? []).length);
    }
  });

  it('leave "press Continue again" to the page: a block that asks for a second Continue adds it (issue 26: it was said twice)', () => {
    const saying = Object.entries(en).filter(
      ([key, text]) => key !== 'journey_press_continue_again' && /continue again/i.test(text),
    );
    expect(saying).toEqual([]);
  });
});
