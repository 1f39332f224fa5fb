// The English texts travel with the code that shows them. Instead of the whole locale in the first download, each
// module of the production build registers the texts it names (src/shared/i18n.ts registerMessages), so a page's words
// arrive in the chunk that draws it: the repair journey's 200 messages come with the journey, the history's labels
// with the history. Every key of the area files locales/en/*.json is named as a quoted literal by the code or by a
// journey or rule document (tests/locales.test.ts keeps it so); that literal is what this plugin looks for.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { localeAreaFiles, readEnglish } from './locale-files.mjs';
import { writtenOutJourney } from './vite-journey-shorthands-plugin.ts';

/** The modules whose literals name locale keys: the portal's code, widgets, journeys and rules. */
const SOURCE_FOLDERS = ['src', 'widgets', 'journeys', 'rules'];

/** What the build's modules named, for tools/check-bundle.mjs: dist/.vite/locale-texts.json. */
export const LOCALE_REPORT = '.vite/locale-texts.json';

export interface LocaleReport {
  /** Every key a built module names, registered with that module's chunk. */
  readonly registered: readonly string[];
  /** Built modules outside the folders above that name keys: their texts would ship in no chunk. */
  readonly outside: ReadonlyArray<{ readonly module: string; readonly keys: readonly string[] }>;
}

/** The locale keys a module names: quoted literals in code, or any string value of a JSON document. */
export function namedKeys(source: string, isJson: boolean, keys: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  if (isJson) {
    JSON.parse(source, (_key, value: unknown) => {
      if (typeof value === 'string' && keys.has(value)) named.add(value);
      return value;
    });
  } else {
    for (const match of source.matchAll(/(['"`])([\w.-]+)\1/g)) if (keys.has(match[2]!)) named.add(match[2]!);
  }
  return [...named].sort();
}

/** The statement a module starts with: its texts, registered before any of its code can ask for one. */
export function registrationCode(
  texts: Readonly<Record<string, string>>,
  named: readonly string[],
  registry: string,
): string {
  const entries = Object.fromEntries(named.map((key) => [key, texts[key]]));
  return `import { registerMessages as __registerMessages } from ${JSON.stringify(registry)};\n__registerMessages(${JSON.stringify(entries)});\n`;
}

/**
 * The plugin. `registry` is the module with registerMessages; `bundled` the module that hands development and the
 * tests the whole locale. The texts are the area files of `root` merged (tools/locale-files.mjs), read once per build.
 */
export function localeTextsPlugin(options: { root: string; registry: string; bundled: string }): Plugin {
  const registry = resolve(options.root, options.registry);
  const bundled = resolve(options.root, options.bundled);
  let texts: Readonly<Record<string, string>> = {};
  let keys = new Set<string>();
  const registered = new Set<string>();
  const outside: Array<{ module: string; keys: string[] }> = [];
  const journeysDir = resolve(options.root, 'journeys');
  // A journey is served written out, with the journeys it includes spliced in
  // (tools/vite-journey-shorthands-plugin.ts): its chunk brings their texts too. Read as written when it cannot be
  // written out (the build's lint says why).
  const documentText = (id: string): string => {
    const text = readFileSync(id, 'utf8');
    if (!id.startsWith(journeysDir + sep)) return text;
    try {
      return writtenOutJourney(relative(options.root, id), text, journeysDir);
    } catch {
      return text;
    }
  };
  const inSources = (id: string) => {
    const path = relative(options.root, id);
    return SOURCE_FOLDERS.some((folder) => path.startsWith(folder + sep)) && /\.(tsx?|json)$/.test(path);
  };
  return {
    name: 'portal-locale-texts',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      texts = readEnglish(options.root);
      keys = new Set(Object.keys(texts));
      registered.clear();
      outside.length = 0;
      for (const { file } of localeAreaFiles(options.root)) this.addWatchFile(resolve(options.root, file));
    },
    // The module that hands development and tests the whole locale is empty in the build.
    load(id) {
      return id === bundled ? 'export const bundledMessages = {};\n' : null;
    },
    transform(code, id) {
      if (id === registry || id === bundled) return null;
      const own = relative(options.root, id);
      const isProjectSource = !own.startsWith('..') && !own.includes('node_modules') && /\.(tsx?|json)$/.test(own);
      if (!isProjectSource) return null;
      const isJson = id.endsWith('.json');
      const named = namedKeys(isJson ? documentText(id) : code, isJson, keys);
      if (named.length === 0) return null;
      if (!inSources(id)) {
        outside.push({ module: own, keys: named });
        return null;
      }
      for (const key of named) registered.add(key);
      return { code: registrationCode(texts, named, registry) + code, map: null };
    },
    generateBundle() {
      const report: LocaleReport = { registered: [...registered].sort(), outside };
      this.emitFile({ type: 'asset', fileName: LOCALE_REPORT, source: JSON.stringify(report, null, 2) });
    },
  };
}
