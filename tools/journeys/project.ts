import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
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
  const names = ids.length > 0 ? [...ids] : existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')).map((n) => basename(n, '.json')).sort() : [];
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
export async function importRegistryNames(root: string, file: string, pick: (module: Record<string, unknown>) => unknown): Promise<RegistryNames> {
  const path = join(root, file);
  if (!existsSync(path)) return { file, problem: `${file} does not exist, so these names could not be checked.` };
  try {
    const names = pick((await import(pathToFileURL(path).href)) as Record<string, unknown>);
    if (Array.isArray(names) && names.every((n) => typeof n === 'string')) return { names };
    return { file, problem: `${file} does not export the expected registry, so these names could not be checked.` };
  } catch (error) {
    return { file, problem: `${file} could not be loaded (${error instanceof Error ? error.message : String(error)}), so these names could not be checked.` };
  }
}

/** Widget names of widgets/registry.ts (WIDGET_NAMES, or the keys of widgetRegistry). */
export function loadWidgetNames(root: string): Promise<RegistryNames> {
  return importRegistryNames(root, 'widgets/registry.ts', (m) => m.WIDGET_NAMES ?? (m.widgetRegistry && typeof m.widgetRegistry === 'object' ? Object.keys(m.widgetRegistry) : undefined));
}

/** Effect names implemented by src/effects/registry.ts (the keys of effectRegistry). */
export function loadEffectNames(root: string): Promise<RegistryNames> {
  return importRegistryNames(root, 'src/effects/registry.ts', (m) => (m.effectRegistry && typeof m.effectRegistry === 'object' ? Object.keys(m.effectRegistry) : undefined));
}
