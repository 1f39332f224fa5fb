import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTextsPlugin, namedKeys, registrationCode } from '../../tools/vite-locale-plugin';

const keys = new Set(['Continue', 'SSR071', 'repair_Journey_Error_Message1', 'loading']);

describe('the texts a module names', () => {
  it('finds keys written as quoted literals in code, whatever the quotes', () => {
    const code = 't(\'Continue\'); const a = { messageKey: "SSR071" }; const b = `loading`;';
    expect(namedKeys(code, false, keys)).toEqual(['Continue', 'SSR071', 'loading']);
  });

  it('ignores a key inside other words, an unquoted name and a template with a placeholder', () => {
    const code = "const Continue = 1; t('Continue_later'); t(`SSR${n}`); // loading the page";
    expect(namedKeys(code, false, keys)).toEqual([]);
  });

  it('finds keys anywhere among the string values of a JSON document, keys of objects excepted', () => {
    const journey = JSON.stringify({
      steps: [{ title: 'Continue', messages: { SSR071: 'x', error: 'repair_Journey_Error_Message1' } }],
    });
    expect(namedKeys(journey, true, keys)).toEqual(['Continue', 'repair_Journey_Error_Message1']);
  });
});

describe('the registration a module starts with', () => {
  it('registers exactly the named texts with the registry', async () => {
    const code = registrationCode(
      { Continue: 'Continue', SSR071: 'Call {name} on {phone}', other: 'not named' },
      ['SSR071'],
      '/repo/src/app/i18n.ts',
    );
    expect(code).toContain('from "/repo/src/app/i18n.ts"');
    const call = /^__registerMessages\((.*)\);$/m.exec(code);
    expect(JSON.parse(call![1]!)).toEqual({ SSR071: 'Call {name} on {phone}' });
  });
});

describe('the plugin', () => {
  it('registers with a module the texts it names, read from the area files of locales/en/', () => {
    const root = mkdtempSync(join(tmpdir(), 'locale-plugin-'));
    try {
      mkdirSync(join(root, 'locales', 'en'), { recursive: true });
      writeFileSync(join(root, 'locales', 'en', 'common.json'), JSON.stringify({ close: 'Close' }));
      writeFileSync(join(root, 'locales', 'en', 'repairs.json'), JSON.stringify({ repairs_title: 'Your repairs' }));
      const plugin = localeTextsPlugin({
        root,
        registry: 'src/shared/i18n.ts',
        bundled: 'src/shared/bundled-messages.ts',
      });
      const watched: string[] = [];
      (plugin.buildStart as (this: unknown) => void).call({ addWatchFile: (file: string) => watched.push(file) });
      expect(watched).toEqual([
        join(root, 'locales', 'en', 'common.json'),
        join(root, 'locales', 'en', 'repairs.json'),
      ]);
      const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
      const result = transform("t('repairs_title'); t('close'); t('unknown');", join(root, 'src', 'pages', 'page.tsx'));
      expect(JSON.parse(/__registerMessages\((.*)\);/.exec(result!.code)![1]!)).toEqual({
        close: 'Close',
        repairs_title: 'Your repairs',
      });
      expect(transform("t('close');", join(root, 'tools', 'other.ts'))).toBeNull();

      // The report the bundle check reads: what was registered, and a built module outside the folders that names
      // texts.
      const emitted: Array<{ fileName: string; source: string }> = [];
      (plugin.generateBundle as (this: unknown) => void).call({
        emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      });
      expect(emitted.map((file) => file.fileName)).toEqual(['.vite/locale-texts.json']);
      expect(JSON.parse(emitted[0]!.source)).toEqual({
        registered: ['close', 'repairs_title'],
        outside: [{ module: join('tools', 'other.ts'), keys: ['close'] }],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('registers with a journey the texts of the journeys it includes, which the build splices into it', () => {
    const root = join(import.meta.dirname, '..', '..');
    const plugin = localeTextsPlugin({
      root,
      registry: 'src/shared/i18n.ts',
      bundled: 'src/shared/bundled-messages.ts',
    });
    (plugin.buildStart as (this: unknown) => void).call({ addWatchFile: () => undefined });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const registered = transform('export default {}', join(root, 'journeys', 'repair.json'));
    const texts = JSON.parse(/__registerMessages\((.*)\);/.exec(registered!.code)![1]!) as Record<string, string>;
    // The damp and mould check's question, a step of journeys/damp-mould.json.
    expect(Object.keys(texts)).toContain('DampMould_confirm_title');
  });
});
