// Build-time side of the journey runtime (contracts 4 and 5 of the journey work): virtual modules with the journey
// routes, the RJSF validators of every step precompiled, and the journey schema precompiled, so the browser never
// compiles a schema (the strict CSP forbids eval and new Function).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { isLocaleFile } from './locale-files.mjs';
import { jsonSyntaxProblem } from './vite-json-errors-plugin.ts';
import { journeyManifest } from './vite-journey-manifest.ts';
import { schemaValidatorModuleCode, validatorsModuleCode } from './vite-journey-validators.ts';

// The parts, for the tests that check them on their own.
export { journeyManifest, routePattern, type ManifestEntry } from './vite-journey-manifest.ts';
export { validatorsModuleCode } from './vite-journey-validators.ts';

export const MANIFEST_ID = 'virtual:journey-manifest';
export const VALIDATORS_ID = 'virtual:journey-validators';
export const SCHEMA_VALIDATOR_ID = 'virtual:journey-schema-validator';
const VIRTUAL_IDS = [MANIFEST_ID, VALIDATORS_ID, SCHEMA_VALIDATOR_ID];
const resolved = (id: string) => `\0${id}`;

/**
 * The journey lint's verdict on the journeys of `journeysDir` (npm run journeys -- lint: schema, routes, conditions,
 * variables, widgets, effects, message codes), run as the analysts run it: null when there is no error, else what it
 * printed.
 */
export function buildProblems(root: string, journeysDir: string): string | null {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(root, 'tools', 'journeys.ts'),
      'lint',
      '--dir',
      journeysDir,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  return result.status === 0 ? null : `${result.stdout}${result.stderr}`.trim();
}

/** The journey documents of a folder (journeys/*.json), parsed. */
export function readJourneys(dir: string): unknown[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const problem = jsonSyntaxProblem(`journeys/${name}`, text);
      if (problem) throw new Error(`${problem.message}\n\n${problem.frame}`);
      return JSON.parse(text) as unknown;
    });
}

/**
 * The Vite plugin: `virtual:journey-manifest` (journey id → step routes), `virtual:journey-validators` (RJSF
 * validators precompiled per step template), `virtual:journey-schema-validator` (the journey schema precompiled,
 * for loadJourney in the browser during development). In dev, editing a journey or the journey schema reloads the
 * modules built from it; a build fails when a journey does not match the journey schema.
 */
export function journeysPlugin(options: { root?: string; journeysDir?: string } = {}): Plugin {
  const root = resolve(options.root ?? process.cwd());
  const journeysDir = resolve(root, options.journeysDir ?? 'journeys');
  const schemaFile = join(root, 'schemas', 'journey.schema.json');

  const invalidate = (server: ViteDevServer, ids: readonly string[]) => {
    const modules = ids.flatMap((id) => {
      const module = server.moduleGraph.getModuleById(resolved(id));
      return module ? [module] : [];
    });
    modules.forEach((module) => server.moduleGraph.invalidateModule(module));
    return modules;
  };
  const isJourney = (file: string) => resolve(file).startsWith(`${journeysDir}/`) && file.endsWith('.json');
  let building = false;

  return {
    name: 'portal-journeys',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // A production portal neither carries nor runs the journey checks in the browser (prepareJourney): every
      // journey is checked here instead, as the journey lint does (schema, routes, conditions, variables, message
      // codes; widgets and effects by npm run check), and the build fails on any problem. In dev the browser checks.
      if (!building) return;
      const problems = buildProblems(root, journeysDir);
      if (problems !== null) this.error(`The journeys have problems (npm run journeys -- lint):\n${problems}`);
    },
    resolveId(id) {
      return VIRTUAL_IDS.includes(id) ? resolved(id) : null;
    },
    async load(id) {
      if (id === resolved(MANIFEST_ID)) {
        return `export const journeyManifest = ${JSON.stringify(journeyManifest(readJourneys(journeysDir)))};\n`;
      }
      if (id === resolved(VALIDATORS_ID)) {
        return validatorsModuleCode(readJourneys(journeysDir), root);
      }
      if (id === resolved(SCHEMA_VALIDATOR_ID)) {
        return schemaValidatorModuleCode(root);
      }
      return null;
    },
    configureServer(server) {
      // A journey added or removed changes the routes: the modules are rebuilt and the page reloads.
      const onAddOrRemove = (file: string) => {
        if (!isJourney(file)) return;
        invalidate(server, [MANIFEST_ID, VALIDATORS_ID]);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.add(journeysDir);
      server.watcher.on('add', onAddOrRemove);
      server.watcher.on('unlink', onAddOrRemove);
    },
    handleHotUpdate({ file, server, modules }) {
      // The studio (/studio, src/studio) refetches lint results and graphs when a journey, a locale file or the schema
      // changes.
      if (isJourney(file) || resolve(file) === schemaFile || isLocaleFile(root, file)) {
        server.ws.send({ type: 'custom', event: 'journeys:changed', data: { file: relative(root, resolve(file)) } });
      }
      if (resolve(file) === schemaFile) return [...modules, ...invalidate(server, [SCHEMA_VALIDATOR_ID])];
      if (!isJourney(file)) return undefined;
      // The journey JSON itself hot-reloads as a module; its routes and field schemas live in the virtual modules.
      return [...modules, ...invalidate(server, [MANIFEST_ID, VALIDATORS_ID])];
    },
  };
}
