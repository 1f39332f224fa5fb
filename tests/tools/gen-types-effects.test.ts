import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './support/run-cli';

// Runs the generator on a temporary project root, so the repository's generated files are never touched.
function gen(projectRoot: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [join(root, 'tools', 'gen-types.mjs'), '--root', projectRoot, ...args], {
    encoding: 'utf8',
  });
}

function writeJourney(projectRoot: string, id: string, effects: string[]): void {
  const declared = Object.fromEntries(effects.map((name) => [name, { description: name }]));
  writeFileSync(join(projectRoot, 'journeys', `${id}.json`), JSON.stringify({ id, effects: declared }));
}

describe('gen-types: the union of journey effect names', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function project(): string {
    const d = mkdtempSync(join(tmpdir(), 'gen-types-'));
    temporary.push(d);
    mkdirSync(join(d, 'journeys'));
    return d;
  }

  it('generates the sorted union and list of every effect any journey declares', () => {
    const d = project();
    writeJourney(d, 'referral', ['referral.submit', 'referral.loadReasons']);
    writeJourney(d, 'case', ['case.create', 'referral.submit']);
    expect(gen(d).status).toBe(0);
    const generated = readFileSync(join(d, 'schemas', 'generated', 'journey-effects.ts'), 'utf8');
    expect(generated).toContain(
      "export type JourneyEffectName = 'case.create' | 'referral.loadReasons' | 'referral.submit';",
    );
    expect(generated).toContain(
      "export const JOURNEY_EFFECT_NAMES = ['case.create', 'referral.loadReasons', 'referral.submit'] as const;",
    );
  });

  it('is never when no journey declares an effect', () => {
    const d = project();
    writeJourney(d, 'plain', []);
    gen(d);
    const generated = readFileSync(join(d, 'schemas', 'generated', 'journey-effects.ts'), 'utf8');
    expect(generated).toContain('export type JourneyEffectName = never;');
    expect(generated).toContain('export const JOURNEY_EFFECT_NAMES = [] as const;');
  });

  it('--check passes when up to date and fails when a journey adds an effect, naming the stale file', () => {
    const d = project();
    writeJourney(d, 'referral', ['referral.submit']);
    gen(d);
    expect(gen(d, '--check').status).toBe(0);
    writeJourney(d, 'referral', ['referral.submit', 'referral.archive']);
    const check = gen(d, '--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('stale: schemas/generated/journey-effects.ts (run npm run gen)');
    // --check never writes: the stale file is still the old one.
    expect(readFileSync(join(d, 'schemas', 'generated', 'journey-effects.ts'), 'utf8')).not.toContain(
      'referral.archive',
    );
  });

  it('fails clearly on a journey that is not JSON', () => {
    const d = project();
    writeFileSync(join(d, 'journeys', 'broken.json'), '{ "effects": ');
    const run = gen(d);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('journeys/broken.json is not valid JSON');
  });
});
