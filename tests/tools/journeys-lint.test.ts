import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LintReport } from '../../tools/journeys/lint';
import { root, runCli } from './support/run-cli';

const dir = ['--dir', 'tests/tools/journeys'];

async function lintJson(
  ids: string[],
  options?: Parameters<typeof runCli>[1],
): Promise<{ code: number; report: LintReport }> {
  const result = await runCli(['lint', ...ids, '--json', ...dir], options);
  return { code: result.code, report: JSON.parse(result.out) as LintReport };
}

describe('npm run journeys -- lint', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('passes a correct journey: exit code 0 and a clean summary', async () => {
    const result = await runCli(['lint', 'clean-journey', ...dir]);
    expect(result.out).toBe('1 journey checked: no problems.');
    expect(result.code).toBe(0);
  });

  it('reports every problem of a broken journey with its code and JSON pointer, and exits 1', async () => {
    const { code, report } = await lintJson(['broken-journey', 'clean-journey']);
    expect(code).toBe(1);
    const found = report.problems.map((p) => `${p.file} ${p.pointer} ${p.code}`);
    const broken = 'tests/tools/journeys/broken-journey.json';
    expect(found).toEqual(
      expect.arrayContaining([
        `${broken} /steps/0/fields/0/widget JOURNEY_UNKNOWN_WIDGET`,
        `${broken} /steps/0/next/1/to JOURNEY_UNKNOWN_TARGET`,
        `${broken} /steps/1/next JOURNEY_NO_DEFAULT_ROUTE`,
        `${broken} /steps/2 JOURNEY_DEAD_END`,
        `${broken} /steps/0/next/1/when/===/0/var JOURNEY_UNKNOWN_VARIABLE`,
        `${broken} /steps/0/title JOURNEY_UNKNOWN_MESSAGE`,
        `${broken} /id JOURNEY_FILE_NAME`,
        `${broken} /$schema JOURNEY_SCHEMA_REFERENCE`,
        `${broken} /effects/referral.archive JOURNEY_UNREGISTERED_EFFECT`,
        `${broken} /effects/referral.neverRun JOURNEY_UNUSED_EFFECT`,
        `${broken} /steps/0/next/0/when/===/0/var JOURNEY_READ_BEFORE_WRITTEN`,
        `${broken} /steps/1/fields/0/when/!/0/is-empty/0/var JOURNEY_READ_BEFORE_WRITTEN`,
        'tests/tools/journeys/clean-journey.json /steps/0/route JOURNEY_ROUTE_CONFLICT',
      ]),
    );
    // "island" is not also unreachable: the route to "nowhere" may have been meant for it (one mistake, one problem).
    expect(found).not.toContain(`${broken} /steps/2 JOURNEY_UNREACHABLE_STEP`);
    // The registered effect and the declared, called one are not reported.
    expect(found.filter((f) => f.includes('referral.loadReasons'))).toEqual([]);
    expect(report.warnings).toBe(2);
    expect(report.errors).toBe(report.problems.length - 2);
  });

  it('prints one line per problem that opens the file at the offending value, then a summary', async () => {
    const result = await runCli(['lint', 'broken-journey', ...dir]);
    const lines = result.out.split('\n');
    // "nowhere" is on line 23, column 76 of the fixture.
    expect(lines).toContain(
      'tests/tools/journeys/broken-journey.json:23:76 /steps/0/next/1/to JOURNEY_UNKNOWN_TARGET No step has the id "nowhere". The steps are "who", "reasons", "island" and "done".',
    );
    expect(lines).toContain(
      'tests/tools/journeys/broken-journey.json:10:26 /effects/referral.neverRun JOURNEY_UNUSED_EFFECT (warning) Effect "referral.neverRun" is declared but no step, way out, ending or widget runs it.',
    );
    expect(lines.at(-1)).toBe('1 journey checked: 11 errors, 2 warnings.');
    expect(result.code).toBe(1);
  });

  it('reports schema errors first, with their pointer, and nothing else for that file', async () => {
    const { code, report } = await lintJson(['schema-broken']);
    expect(code).toBe(1);
    expect(report.problems.map((p) => [p.pointer, p.code, p.message])).toEqual([
      ['', 'JOURNEY_SCHEMA', 'The journey needs "exit": What the Exit button (and the "@exit" target) does.'],
      ['/steps/0', 'JOURNEY_SCHEMA', 'Step "only" has a property the language does not know: "colour".'],
    ]);
  });

  it('reports a file that is not JSON at the place it breaks, and a missing id', async () => {
    const d = mkdtempSync(join(tmpdir(), 'journeys-lint-'));
    temporary.push(d);
    // The comma after "bad" is missing: the parser stops at "steps", line 3, column 3.
    writeFileSync(join(d, 'bad.json'), '{\n  "id": "bad"\n  "steps": []\n}\n');
    const result = await runCli(['lint', 'bad', 'absent', '--json', '--dir', d]);
    const report = JSON.parse(result.out) as LintReport;
    expect(report.problems.map((p) => [p.code, p.line, p.column])).toEqual([
      ['JOURNEY_INVALID_JSON', 3, 3],
      ['JOURNEY_NOT_FOUND', 1, 1],
    ]);
    expect(result.code).toBe(1);
  });

  it('says clearly when a registry cannot be loaded, and fails rather than skipping the check', async () => {
    const missing = {
      file: 'widgets/registry.ts',
      problem: 'widgets/registry.ts does not exist, so these names could not be checked.',
    };
    const result = await runCli(['lint', 'clean-journey', ...dir], { widgets: missing });
    expect(result.out.split('\n')[0]).toBe(
      'widgets/registry.ts:1:1 (root) LINT_WIDGET_REGISTRY_UNAVAILABLE widgets/registry.ts does not exist, so these names could not be checked.',
    );
    expect(result.code).toBe(1);
  });

  it('runs from npm with the real registries and exits 1 on the broken fixture', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'tools/journeys.ts',
        'lint',
        'broken-journey',
        '--json',
        ...dir,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    const codes = (JSON.parse(run.stdout) as LintReport).problems.map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining(['JOURNEY_UNKNOWN_WIDGET', 'JOURNEY_UNREGISTERED_EFFECT', 'JOURNEY_UNKNOWN_TARGET']),
    );
  });
});
