// Build-time side of the journey runtime (contracts 4 and 5 of the journey work): virtual modules with the journey
// routes, the RJSF validators of every step precompiled, and the journey schema precompiled, so the browser never
// compiles a schema (the strict CSP forbids eval and new Function).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { rolldown } from 'rolldown';
import type { Plugin, ViteDevServer } from 'vite';
import type { Journey } from '../schemas/generated/journey.ts';
import { includedIds } from '../src/engine/include-documents.ts';
import { expandShorthands } from '../src/engine/expand-shorthands.ts';
import { composeJourney } from '../src/engine/include-journeys.ts';
import { buildStepSchema } from '../src/journey/step-schema.ts';
import { contextNeeds, type ContextNeeds } from '../src/journey/session/context-needs.ts';
import { effectArea } from '../src/effects/effect-area.ts';
import { isLocaleFile } from './locale-files.mjs';
import { jsonSyntaxProblem } from './vite-json-errors-plugin.ts';

export const MANIFEST_ID = 'virtual:journey-manifest';
export const VALIDATORS_ID = 'virtual:journey-validators';
export const SCHEMA_VALIDATOR_ID = 'virtual:journey-schema-validator';
const VIRTUAL_IDS = [MANIFEST_ID, VALIDATORS_ID, SCHEMA_VALIDATOR_ID];
const resolved = (id: string) => `\0${id}`;

interface FieldLike {
  readonly schema: object;
}
interface StepLike {
  readonly route?: unknown;
  readonly fields?: readonly FieldLike[];
  readonly generate?: { readonly fields?: ReadonlyArray<{ readonly field: FieldLike }> };
}
interface JourneyLike {
  readonly id?: unknown;
  readonly steps?: readonly StepLike[];
  readonly entry?: { readonly params?: Record<string, { readonly optional?: unknown } | undefined> };
}

/** One journey's routes as react-router patterns, and the address parameters its entry needs (if it has one). */
export interface ManifestEntry {
  id: string;
  routes: string[];
  entryParams?: string[];
  /** True when every parameter of the entry is optional: any one of entryParams opens it, not all of them. */
  entryAny?: true;
  includes?: string[];
  effectAreas: string[];
  context: ContextNeeds;
}

/** The journeys a document includes, theirs too, each once (a cycle is the lint's to report). */
function allIncludes(id: string, byId: ReadonlyMap<string, unknown>): string[] {
  const found: string[] = [];
  let wave = includedIds(byId.get(id));
  while (wave.length > 0) {
    const fresh = [...new Set(wave)].filter((included) => included !== id && !found.includes(included));
    found.push(...fresh);
    wave = fresh.flatMap((included) => includedIds(byId.get(included)));
  }
  return found;
}

/**
 * A generated step's route template ('/DampAndMouldAssesment/{key}') as a react-router pattern
 * ('/DampAndMouldAssesment/:key').
 */
export function routePattern(route: string): string {
  return route.replace(
    /\{([a-z]+(?:\.[A-Za-z0-9_]+)*)\}/g,
    (_whole, path: string) => `:${path.split('.').pop() ?? path}`,
  );
}

/**
 * Every journey with the journeys its include steps name spliced in (composeJourney, resolving ids among the same
 * documents), so routes and validators cover the steps residents meet. A document that cannot be composed is left
 * as it is: the journey lint and the journey page report why.
 */
export function composedJourneys(journeys: readonly unknown[]): unknown[] {
  const byId = new Map(
    journeys.flatMap((json) =>
      typeof (json as JourneyLike)?.id === 'string' ? [[(json as JourneyLike).id as string, json] as const] : [],
    ),
  );
  return journeys.map((json) => {
    if (typeof (json as JourneyLike)?.id !== 'string' || !Array.isArray((json as JourneyLike).steps)) return json;
    try {
      return composeJourney(json as Journey, (id) => byId.get(id), { expand: expandShorthands }).journey;
    } catch {
      return json;
    }
  });
}

/**
 * Every journey's id and step routes (included steps too); documents without an id or steps are left to the journey
 * lint. A journey that others include comes after them, so an address both serve opens the including journey
 * unless the resident has a draft of the included one (journeyIdOf).
 */
export function journeyManifest(journeys: readonly unknown[]): ManifestEntry[] {
  const included = new Set(journeys.flatMap((json) => includedIds(json)));
  const byId = new Map(
    journeys.flatMap((json) =>
      typeof (json as JourneyLike)?.id === 'string' ? [[(json as JourneyLike).id as string, json] as const] : [],
    ),
  );
  const ordered = composedJourneys(journeys)
    .map((json, index) => ({ json, later: included.has(String((json as JourneyLike)?.id)) ? 1 : 0, index }))
    .sort((a, b) => a.later - b.later || a.index - b.index)
    .map(({ json }) => json);
  return ordered.flatMap((json) => {
    const journey = json as JourneyLike;
    if (typeof journey?.id !== 'string' || !Array.isArray(journey.steps)) return [];
    const routes = journey.steps
      .map((step) => step.route)
      .filter((route): route is string => typeof route === 'string');
    // An entry opens with all its required parameters (the optional ones cannot tell more), or, with none required,
    // with any one of its parameters (src/engine/entry.ts entryParams).
    const params = Object.entries(journey.entry?.params ?? {});
    const required = params.filter(([, param]) => param?.optional !== true).map(([name]) => name);
    const entryAny = required.length === 0 && params.length > 0;
    const entryParams = entryAny ? params.map(([name]) => name) : required;
    const includes = allIncludes(journey.id, byId);
    return [
      {
        id: journey.id,
        routes: [...new Set(routes.map(routePattern))],
        ...(entryParams.length > 0 ? { entryParams } : {}),
        ...(entryAny ? { entryAny: true as const } : {}),
        // What the journey page will load with it, so its route can download them all at once (journey-documents.ts).
        ...(includes.length > 0 ? { includes } : {}),
        // The areas of the effects it names (included journeys' too), whose code its route downloads with it.
        effectAreas: [...new Set(Object.keys((journey as Journey).effects ?? {}).map(effectArea))].sort(),
        // What its context asks the gateway, so its route can ask while the journey's code downloads.
        context: contextNeeds(journey as Journey),
      },
    ];
  });
}

const asStep = (fields: readonly FieldLike[]) => ({ fields: fields.map((definition) => ({ definition })) });

/**
 * Every schema the runtime hands to RJSF, deduplicated by RJSF's own hash: each plain step's schema, each
 * one-field page a generated template can produce, and each field schema on its own (pages grouped from data have
 * any number of fields; the runtime composes their validator from the fields' precompiled ones).
 */
export function validatedSchemas(journeys: readonly unknown[]): RJSFSchema[] {
  const schemas = new Map<string, RJSFSchema>();
  const add = (schema: RJSFSchema) => schemas.set(hashForSchema(schema), schema);
  for (const json of composedJourneys(journeys)) {
    for (const step of (json as JourneyLike)?.steps ?? []) {
      const fields = step.fields ?? [];
      if (fields.length > 0) add(buildStepSchema(asStep(fields)));
      const templates = (step.generate?.fields ?? []).map((template) => template.field);
      for (const field of templates) add(buildStepSchema(asStep([field])));
      for (const field of [...fields, ...templates])
        if (field && typeof field.schema === 'object') add(field.schema as RJSFSchema);
    }
  }
  return [...schemas.values()];
}

/** Bundles CommonJS modules (Ajv's standalone output) into one self-contained ES module with rolldown. */
async function bundleToEsm(entry: string, modules: ReadonlyMap<string, string>, root: string): Promise<string> {
  const prefix = '\0journey-code:';
  const bundle = await rolldown({
    input: `${prefix}entry`,
    cwd: root,
    platform: 'browser',
    logLevel: 'warn',
    plugins: [
      {
        name: 'journey-code',
        resolveId(id) {
          if (id.startsWith(prefix)) return id;
          if (id.startsWith('./') && modules.has(id.slice(2))) return `${prefix}${id.slice(2)}`;
          return null;
        },
        load(id) {
          if (!id.startsWith(prefix)) return null;
          const name = id.slice(prefix.length);
          return name === 'entry' ? entry : (modules.get(name) ?? null);
        },
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'es' });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * The code of `virtual:journey-validators`: `export default { [schema hash]: validate }` for every schema of
 * validatedSchemas, compiled by @rjsf/validator-ajv8 (the functions createPrecompiledValidator expects).
 */
export async function validatorsModuleCode(journeys: readonly unknown[], root: string): Promise<string> {
  const modules = new Map<string, string>();
  validatedSchemas(journeys).forEach((schema, index) =>
    modules.set(`v${index}.cjs`, compileSchemaValidatorsCode(schema)),
  );
  const names = [...modules.keys()];
  const entry = [
    ...names.map((name, i) => `import m${i} from './${name}';`),
    `export default Object.assign({}, ${names.map((_n, i) => `m${i}`).join(', ')});`,
  ].join('\n');
  return bundleToEsm(entry, modules, root);
}

/** Ajv over schemas/journey.schema.json, set up as the Node tools do (tests/engine/support/schema-validator.ts). */
function journeySchemaAjv(root: string) {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', 'journey.schema.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, code: { source: true } });
  addFormats(ajv);
  ajv.addKeyword('tsType');
  return { ajv, validate: ajv.compile(schema) };
}

/** The code of `virtual:journey-schema-validator`: schemas/journey.schema.json as a standalone Ajv function. */
export async function schemaValidatorModuleCode(root: string): Promise<string> {
  const { ajv, validate } = journeySchemaAjv(root);
  const code = standaloneCode(ajv, validate);
  return bundleToEsm(
    "import validate from './schema.cjs';\nexport default validate;",
    new Map([['schema.cjs', code]]),
    root,
  );
}

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
