import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isLocaleFile,
  localeAreaFiles,
  localeModuleCode,
  readEnglish,
  readLocaleAreas,
} from '../../tools/locale-files.mjs';
import { root } from './support/run-cli';

// tools/locale-files.mjs, the one module that knows the layout of locales/en/<area>.json, on temporary project roots.
describe('the locale area files', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function project(files: Record<string, unknown>): string {
    const d = mkdtempSync(join(tmpdir(), 'locale-files-'));
    temporary.push(d);
    mkdirSync(join(d, 'locales', 'en'), { recursive: true });
    for (const [name, texts] of Object.entries(files)) {
      writeFileSync(join(d, 'locales', 'en', name), typeof texts === 'string' ? texts : JSON.stringify(texts));
    }
    return d;
  }

  it('lists every JSON file of locales/en/ by area, sorted, and merges their texts', () => {
    const d = project({
      'repairs.json': { repairs_title: 'Repairs' },
      'common.json': { close: 'Close' },
      'notes.txt': 'not a locale',
    });
    expect(localeAreaFiles(d).map(({ area, file }) => [area, file])).toEqual([
      ['common', 'locales/en/common.json'],
      ['repairs', 'locales/en/repairs.json'],
    ]);
    expect(readEnglish(d)).toEqual({ close: 'Close', repairs_title: 'Repairs' });
  });

  it('has no texts where there is no locales/en/', () => {
    const d = mkdtempSync(join(tmpdir(), 'locale-files-'));
    temporary.push(d);
    expect(readEnglish(d)).toEqual({});
  });

  it('refuses a key in two files, naming both', () => {
    const d = project({ 'common.json': { loading: 'Loading…' }, 'repairs.json': { loading: 'Loading repairs…' } });
    expect(() => readEnglish(d)).toThrow('"loading" is in locales/en/common.json and locales/en/repairs.json');
  });

  it('names the file that is not JSON or has a text that is not a string', () => {
    expect(() => readLocaleAreas(project({ 'home.json': '{ "home_title": ' }))).toThrow(
      'locales/en/home.json is not valid JSON',
    );
    expect(() => readLocaleAreas(project({ 'home.json': { home_title: 3 } }))).toThrow(
      'locales/en/home.json: the text of "home_title" must be a string',
    );
    expect(() => readLocaleAreas(project({ 'home.json': ['home_title'] }))).toThrow(
      'locales/en/home.json must be an object',
    );
  });

  it('stops when the old locales/en.json is back, so its texts are not silently left out', () => {
    const d = project({ 'common.json': { close: 'Close' } });
    writeFileSync(join(d, 'locales', 'en.json'), '{}');
    expect(() => readEnglish(d)).toThrow('locales/en.json is no longer read');
  });

  it('tells the dev server which saved files are area files', () => {
    expect(isLocaleFile('/repo', '/repo/locales/en/common.json')).toBe(true);
    expect(isLocaleFile('/repo', 'locales/en/damp-mould.json')).toBe(true);
    expect(isLocaleFile('/repo', '/repo/locales/README.md')).toBe(false);
    expect(isLocaleFile('/repo', '/repo/journeys/repair.json')).toBe(false);
  });

  it('generates a module importing every area under a name that is never a reserved word', () => {
    const code = localeModuleCode(['case', 'damp-mould']);
    expect(code).toContain("import caseTexts from '../en/case.json';");
    expect(code).toContain("import dampMouldTexts from '../en/damp-mould.json';");
    expect(code).toContain('export const en = {\n  ...caseTexts,\n  ...dampMouldTexts,\n};');
    expect(code).toContain('export type MessageKey = keyof typeof en;');
  });

  it('npm run gen writes locales/generated/en.ts, and gen:check fails when an area file is added until it is run again', () => {
    const d = project({ 'common.json': { close: 'Close' } });
    mkdirSync(join(d, 'journeys'));
    const gen = (...args: string[]) =>
      spawnSync(process.execPath, [join(root, 'tools', 'gen-types.mjs'), '--root', d, ...args], { encoding: 'utf8' });
    expect(gen().status).toBe(0);
    expect(readFileSync(join(d, 'locales', 'generated', 'en.ts'), 'utf8')).toBe(localeModuleCode(['common']));
    expect(gen('--check').status).toBe(0);
    writeFileSync(join(d, 'locales', 'en', 'messages.json'), JSON.stringify({ messages_title: 'Messages' }));
    const check = gen('--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('stale: locales/generated/en.ts (run npm run gen)');
  });
});
