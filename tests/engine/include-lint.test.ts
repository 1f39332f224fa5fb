// @vitest-environment node
// The analysts' tools on journeys with include steps: `npm run journeys -- lint|graph` splice the included journeys
// in, and show a problem of an included file in that file, at its own line and column.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LintReport } from '../../tools/journeys/lint';
import { createJourneyLoader } from '../../tools/fixtures/journey-files';
import { root, runCli } from '../tools/support/run-cli';

const step = (id: string, route: string, field: string, next: unknown[]) => ({
  id,
  route,
  kind: 'question',
  title: 'start_title',
  fields: [{ id: field, schema: { type: 'string' }, widget: 'text', label: 'address_selector_label' }],
  next,
});

const host = {
  $schema: '../schemas/journey.schema.json',
  id: 'host',
  version: 1,
  title: 'service_name',
  steps: [
    step('first', '/include-test/first', 'first', [{ to: 'dmc' }]),
    { id: 'dmc', include: 'dmc', when: { '===': [{ var: 'answers.first' }, 'yes'] }, next: [{ to: 'last' }] },
    { id: 'last', route: '/include-test/last', kind: 'outcome', title: 'start_title' },
  ],
  exit: { to: '/customer360View' },
};

const dmc = (branch = 'dmc-2') => ({
  $schema: '../schemas/journey.schema.json',
  id: 'dmc',
  version: 1,
  title: 'service_name',
  steps: [
    step('dmc-1', '/include-test/dmc-1', 'dmcOne', [
      { when: { '===': [{ var: 'answers.dmcOne' }, 'no'] }, to: branch },
      { to: 'dmc-2' },
    ]),
    step('dmc-2', '/include-test/dmc-2', 'dmcTwo', [{ to: '@return' }]),
  ],
  exit: { to: '/customer360View' },
});

describe('journey tools with include steps', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function folder(files: Record<string, unknown>): string {
    const d = mkdtempSync(join(tmpdir(), 'journeys-include-'));
    temporary.push(d);
    // "$schema" relative to the folder, as in journeys/, so the files are clean.
    const $schema = relative(d, join(root, 'schemas', 'journey.schema.json'));
    for (const [id, json] of Object.entries(files))
      writeFileSync(join(d, `${id}.json`), `${JSON.stringify({ ...(json as object), $schema }, null, 2)}\n`);
    return d;
  }

  async function lint(ids: string[], d: string): Promise<{ code: number; report: LintReport }> {
    const result = await runCli(['lint', ...ids, '--json', '--dir', d]);
    return { code: result.code, report: JSON.parse(result.out) as LintReport };
  }

  it('passes a host and the journey it includes, which share their pages without a route conflict', async () => {
    const d = folder({ host, dmc: dmc() });
    const { code, report } = await lint([], d);
    expect(report.problems).toEqual([]);
    expect(code).toBe(0);
  });

  it('shows a problem of an included step in the included file, at its line and column, once', async () => {
    const d = folder({ host, dmc: dmc('dmc-3') });
    const file = relative(root, join(d, 'dmc.json'));
    const text = readFileSync(join(d, 'dmc.json'), 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('"dmc-3"')) + 1;
    const { code, report } = await lint(['host'], d);
    expect(code).toBe(1);
    expect(report.problems).toEqual([
      expect.objectContaining({
        file,
        pointer: '/steps/0/next/0/to',
        code: 'JOURNEY_UNKNOWN_TARGET',
        line,
        column: expect.any(Number),
      }),
    ]);
    // Linting both files finds it twice (through the host and on its own) and shows it once.
    const both = await lint([], d);
    expect(both.report.problems.map((p) => `${p.file} ${p.pointer} ${p.code}`)).toEqual([
      `${file} /steps/0/next/0/to JOURNEY_UNKNOWN_TARGET`,
    ]);
  });

  it('reports an include of a journey that does not exist on the include step', async () => {
    const d = folder({ host });
    const { report } = await lint(['host'], d);
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: relative(root, join(d, 'host.json')),
        pointer: '/steps/1/include',
        code: 'JOURNEY_INCLUDE_NOT_FOUND',
      }),
    ]);
    expect(report.problems[0]?.line).toBeGreaterThan(1);
  });

  it('draws the host with the included steps', async () => {
    const d = folder({ host, dmc: dmc() });
    const out = folder({});
    const result = await runCli(['graph', 'host', '--dir', d, '--out', out]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('/include-test/dmc-1');
    expect(result.out).toContain('/include-test/dmc-2');
  });

  it('loads the composed journey for the fixture replayer (npm run fixtures)', () => {
    const projectRoot = folder({});
    const journeys = join(projectRoot, 'journeys');
    mkdirSync(journeys);
    for (const [id, json] of Object.entries({ host, dmc: dmc() }))
      writeFileSync(join(journeys, `${id}.json`), JSON.stringify(json));
    const loaded = createJourneyLoader(projectRoot)('host');
    expect(loaded.definition.steps.map((s) => s.id)).toEqual(['first', 'dmc-1', 'dmc-2', 'last']);
  });
});
