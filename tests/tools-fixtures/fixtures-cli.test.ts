import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('npm run fixtures as a tester types it', () => {
  it('says a path that does not exist in one line, with exit code 2, and no stack trace', () => {
    const run = spawnSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'tools/fixtures.ts', 'tests/fixtures/no-such-journey'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout.trim()).toBe('✗ tests/fixtures/no-such-journey: there is no such file or folder (give a .fixture.json file or a folder of them)');
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
