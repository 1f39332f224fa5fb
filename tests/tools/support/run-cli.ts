import { join } from 'node:path';
import { runJourneysCli } from '../../../tools/journeys/cli';
import type { EffectInputSource, RegistryNames } from '../../../tools/journeys/project';

export const root = join(import.meta.dirname, '..', '..', '..');

/** The widgets and effects the fixtures are written against, so the tests do not depend on the live registries. */
export const registries = {
  widgets: { names: ['radios', 'checkboxes', 'text', 'textarea', 'phone', 'select'] } as RegistryNames,
  effects: { names: ['referral.loadReasons', 'referral.submit'] } as RegistryNames,
};

/** Runs `journeys …` in-process with the given registries; returns the exit code and what it printed. */
export async function runCli(
  argv: readonly string[],
  options: { widgets?: RegistryNames; effects?: RegistryNames; effectInputs?: EffectInputSource } = {},
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runJourneysCli(argv, {
    root,
    cwd: root,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    loadWidgets: async () => options.widgets ?? registries.widgets,
    loadEffects: async () => options.effects ?? registries.effects,
    // The fixtures' effect calls are sketches: their inputs are checked only by the tests that give declarations.
    loadEffectInputs: () => options.effectInputs ?? { declarations: {} },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
