import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/db/open-database';
import { createStudioApp } from '../../tools/studio-server/studio-routes';
import { root } from './support/run-cli';

// The studio's lint (/__studio/lint, tools/studio-server/studio-routes.ts) is the CLI's lintJourneyFiles: it checks
// effect
// inputs against schemas/effects/ of its root without being handed them.
const dir = mkdtempSync(join(tmpdir(), 'studio-inputs-'));
const db = openDatabase(':memory:');
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the studio lint', () => {
  it('reports an effect input the effect does not declare', async () => {
    for (const folder of ['schemas', 'locales']) cpSync(join(root, folder), join(dir, folder), { recursive: true });
    mkdirSync(join(dir, 'journeys'));
    const text = readFileSync(join(root, 'journeys', 'referral.json'), 'utf8').replace(
      '"personName":',
      '"personNmae":',
    );
    writeFileSync(join(dir, 'journeys', 'referral.json'), text);
    const app = createStudioApp({
      root: dir,
      db,
      clock: { now: () => new Date('2026-11-23T10:00:00Z') },
      loadWidgets: async () => ({ names: [] }),
      loadEffects: async () => ({ names: [] }),
    });
    const report = (await (await app.request('/__studio/lint?journey=referral')).json()) as {
      problems: Array<{ code: string; pointer: string; message: string }>;
    };
    const inputs = report.problems.filter((p) => p.code.includes('EFFECT_INPUT'));
    // In the file's order: the call's input (personName is missing) opens before the misspelt key.
    expect(inputs.map((p) => p.code)).toEqual(['JOURNEY_MISSING_EFFECT_INPUT', 'JOURNEY_UNKNOWN_EFFECT_INPUT']);
    expect(inputs[1]?.pointer).toMatch(/\/input\/personNmae$/);
    expect(inputs[1]?.message).toContain('Did you mean "personName"?');
  });
});
