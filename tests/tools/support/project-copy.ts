// A throw-away copy of the project's analyst files (journeys/, rules/, locales/; schemas/ linked), so a test can make
// one typical mistake in a real journey, rule or locale file and lint the copy exactly as `npm run journeys -- lint`
// lints the project.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runJourneysCli } from '../../../tools/journeys/cli';
import type { LintProblem, LintReport } from '../../../tools/journeys/lint';
import { loadEffectNames, loadWidgetNames, type RegistryNames } from '../../../tools/journeys/project';
import { root } from './run-cli';

/** A copy of the project to make a mistake in. */
export interface ProjectCopy {
  readonly root: string;
  /** Parses a file of the copy (journeys/repair.json), lets the test change it, writes it back pretty-printed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  edit<T = any>(file: string, change: (json: T) => void): void;
  /** Writes a file of the copy as given (a JSON syntax error). */
  write(file: string, text: string): void;
  read(file: string): string;
  remove(): void;
}

/**
 * Copies journeys/, rules/ and locales/ of the project to a temporary folder; schemas/ is linked, not copied.
 * `withCode` links the portal's code too (src/, widgets/), so the lint also checks that every rule file is read.
 */
export function copyProject(options: { readonly withCode?: boolean } = {}): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'lint-mistake-'));
  for (const folder of ['journeys', 'rules', 'locales'])
    cpSync(join(root, folder), join(dir, folder), { recursive: true });
  const linked = ['schemas', ...(options.withCode === true ? ['src', 'widgets'] : [])];
  for (const folder of linked) symlinkSync(join(root, folder), join(dir, folder), 'dir');
  const read = (file: string): string => readFileSync(join(dir, file), 'utf8');
  const write = (file: string, text: string): void => writeFileSync(join(dir, file), text);
  return {
    root: dir,
    read,
    write,
    edit: (file, change) => {
      const json = JSON.parse(read(file)) as never;
      change(json);
      write(file, `${JSON.stringify(json, null, 2)}\n`);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

let registries: Promise<{ widgets: RegistryNames; effects: RegistryNames }> | undefined;

/** The real widget and effect registries, read once (the lint of the copy checks the names the project has). */
export function realRegistries(): Promise<{ widgets: RegistryNames; effects: RegistryNames }> {
  registries ??= Promise.all([loadWidgetNames(root), loadEffectNames(root)]).then(([widgets, effects]) => ({
    widgets,
    effects,
  }));
  return registries;
}

/** `npm run journeys -- lint --json [args]` on the copy: the report and the exit code. */
export async function lintCopy(
  copy: { readonly root: string },
  args: readonly string[] = [],
): Promise<LintReport & { readonly code: number }> {
  const { widgets, effects } = await realRegistries();
  const out: string[] = [];
  const code = await runJourneysCli(['lint', ...args, '--json'], {
    root: copy.root,
    cwd: copy.root,
    out: (text) => out.push(text),
    err: (text) => out.push(text),
    loadWidgets: async () => widgets,
    loadEffects: async () => effects,
  });
  return { ...(JSON.parse(out.join('\n')) as LintReport), code };
}

/** A problem as the tests compare it: where, which code, and its line and column. */
export const briefly = (p: LintProblem): string => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.code}`;
