import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EffectInputDeclaration, EffectInputDeclarations } from '../../src/engine/lint/effect-inputs';
import { readEnglish } from '../locale-files.mjs';

/** A journey document as read from disk. */
export interface JourneyFile {
  /** Path shown to the analyst, relative to the project root (e.g. journeys/referral.json). */
  readonly file: string;
  readonly path: string;
  /** File name without .json: the journey id it must carry. */
  readonly name: string;
  /** The text, or null when the file does not exist. */
  readonly text: string | null;
}

/** Names a registry exports, or why they could not be read (the registry is missing or does not load). */
export type RegistryNames = { readonly names: readonly string[] } | { readonly file: string; readonly problem: string };

/** Reads journeys/*.json (or only the given ids) from a journeys folder. */
export function readJourneyFiles(root: string, dir: string, ids: readonly string[]): JourneyFile[] {
  const names =
    ids.length > 0
      ? [...ids]
      : existsSync(dir)
        ? readdirSync(dir)
            .filter((n) => n.endsWith('.json'))
            .map((n) => basename(n, '.json'))
            .sort()
        : [];
  return names.map((name) => {
    const path = join(dir, `${name}.json`);
    return { file: relative(root, path), path, name, text: existsSync(path) ? readFileSync(path, 'utf8') : null };
  });
}

/** The English locale: message code → text, the area files of locales/en/ merged (tools/locale-files.mjs). */
export function readLocale(root: string): Readonly<Record<string, string>> {
  return readEnglish(root);
}

/**
 * Imports a registry module only when the lint needs it, so the tool still runs (and says why) while a registry is
 * missing or broken, and tests can pass names in instead.
 */
export async function importRegistryNames(
  root: string,
  file: string,
  pick: (module: Record<string, unknown>) => unknown,
): Promise<RegistryNames> {
  const path = join(root, file);
  if (!existsSync(path)) return { file, problem: `${file} does not exist, so these names could not be checked.` };
  try {
    const names = pick((await import(pathToFileURL(path).href)) as Record<string, unknown>);
    if (Array.isArray(names) && names.every((n) => typeof n === 'string')) return { names };
    return { file, problem: `${file} does not export the expected registry, so these names could not be checked.` };
  } catch (error) {
    return {
      file,
      problem: `${file} could not be loaded (${error instanceof Error ? error.message : String(error)}), so these names could not be checked.`,
    };
  }
}

/** Widget names of widgets/registry.ts (WIDGET_NAMES, or the keys of widgetRegistry). */
export function loadWidgetNames(root: string): Promise<RegistryNames> {
  return importRegistryNames(
    root,
    'widgets/registry.ts',
    (m) =>
      m.WIDGET_NAMES ??
      (m.widgetRegistry && typeof m.widgetRegistry === 'object' ? Object.keys(m.widgetRegistry) : undefined),
  );
}

/** Effect names implemented by src/effects/registry.ts (the keys of effectRegistry). */
export function loadEffectNames(root: string): Promise<RegistryNames> {
  return importRegistryNames(root, 'src/effects/registry.ts', (m) =>
    m.effectRegistry && typeof m.effectRegistry === 'object' ? Object.keys(m.effectRegistry) : undefined,
  );
}

/** The effect input declarations by effect name, or why they could not be read. */
export type EffectInputSource =
  { readonly declarations: EffectInputDeclarations } | { readonly file: string; readonly problem: string };

/**
 * 'repair.save-draft.input.schema.json' → 'repair.saveDraft' (tools/gen-types.mjs names the generated types the same
 * way).
 */
export function effectNameOfFile(name: string): string {
  const [area = '', kebab = ''] = name.replace(/\.input\.schema\.json$/, '').split('.');
  return `${area}.${kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`;
}

interface InputSchema {
  properties?: Record<string, { deprecated?: boolean; description?: string }>;
  required?: string[];
  /** The rules table whose work-order fields are inputs too (src/effects/table-inputs.ts). */
  inputsFromTable?: { table: string };
}

/**
 * The work-order fields of a rules table (rules/<name>.json, fields[].workOrder), read from the root. A root without
 * the table (a copy holding only some journeys) gives none: only calls of that effect could miss them.
 */
function tableInputs(root: string, table: string): string[] {
  if (!existsSync(join(root, table))) return [];
  const json = JSON.parse(readFileSync(join(root, table), 'utf8')) as { fields?: Array<{ workOrder?: unknown }> };
  return (json.fields ?? []).flatMap((row) => (typeof row.workOrder === 'string' ? [row.workOrder] : []));
}

/**
 * One declaration as the lint needs it: the names (the schema's and its table's), which are required, and which are
 * accepted but ignored (deprecated).
 */
function declarationOf(root: string, schema: InputSchema): EffectInputDeclaration {
  const properties = schema.properties ?? {};
  const ignored = Object.fromEntries(
    Object.entries(properties)
      .filter(([, p]) => p.deprecated === true)
      .map(([name, p]) => [name, (p.description ?? '').replace(/^Not used: /, '').replace(/\.$/, '')]),
  );
  const fromTable = schema.inputsFromTable ? tableInputs(root, schema.inputsFromTable.table) : [];
  return { inputs: [...Object.keys(properties), ...fromTable], required: schema.required ?? [], ignored };
}

/**
 * Reads each effect's input declaration (schemas/effects/*.input.schema.json, the one source of the effect's inputs)
 * for the lint, which the studio runs through this command too. Read from the schemas, not the generated types, so a
 * declaration edited without `npm run gen` is still what the lint checks.
 */
export function loadEffectInputs(root: string): EffectInputSource {
  const dir = join(root, 'schemas', 'effects');
  if (!existsSync(dir)) return { declarations: {} };
  const declarations: Record<string, EffectInputDeclaration> = {};
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.input.schema.json'))
    .sort()) {
    const file = relative(root, join(dir, name));
    try {
      declarations[effectNameOfFile(name)] = declarationOf(
        root,
        JSON.parse(readFileSync(join(dir, name), 'utf8')) as InputSchema,
      );
    } catch (error) {
      return {
        file,
        problem: `${file} could not be read (${error instanceof Error ? error.message : String(error)}), so effect inputs could not be checked.`,
      };
    }
  }
  return { declarations };
}
