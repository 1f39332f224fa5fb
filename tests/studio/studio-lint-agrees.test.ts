import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStudioApp } from '../../tools/studio-server/studio-routes';
import type { LintProblem, LintReport } from '../../tools/journeys/lint';
import { briefly, copyProject, lintCopy, realRegistries } from '../tools/support/project-copy';
import { root } from '../tools/support/run-cli';

// Issue 27 §3: the studio's lint panel shows exactly what `npm run journeys -- lint` shows for the journey (its
// file, the files it includes, the rules and the locale), never problems of its own (it once checked the answers ↔
// work order table against the rule schema: 5 errors the command line did not give).

const journeyIds = readdirSync(join(root, 'journeys'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));

async function studioLint(projectRoot: string, id: string): Promise<LintReport> {
  const { widgets, effects } = await realRegistries();
  const studio = createStudioApp({
    root: projectRoot,
    db: null,
    clock: { now: () => new Date() },
    loadWidgets: async () => widgets,
    loadEffects: async () => effects,
  });
  const response = await studio.request(`/__studio/lint?journey=${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LintReport;
}

/** The command line's problems that concern a journey: not in another journey's file (damp-mould is the repair's). */
const concerning = (problems: readonly LintProblem[], id: string): string[] => {
  const own = id === 'repair' ? ['repair', 'damp-mould'] : [id];
  return problems
    .filter((p) => !p.file.startsWith('journeys/') || own.some((o) => p.file === `journeys/${o}.json`))
    .map(briefly);
};

describe('the studio lint panel and the command line', () => {
  const copy = copyProject();
  afterAll(() => copy.remove());

  it.each(journeyIds)('agree on the shipped journey %s', async (id) => {
    const [cli, studio] = await Promise.all([lintCopy({ root }), studioLint(root, id)]);
    expect(studio.problems.map(briefly)).toEqual(concerning(cli.problems, id));
    expect(studio.errors).toBe(0);
  });

  it('agree on a project with mistakes in a journey, an included journey and a rule', async () => {
    copy.edit('journeys/referral.json', (j: { steps: Array<{ next?: Array<{ to: string }> }> }) => {
      j.steps[0]!.next = [{ to: 'reasns' }];
    });
    copy.edit('journeys/damp-mould.json', (j: { steps: Array<{ title: string }> }) => {
      j.steps[0]!.title = 'No_such_key';
    });
    copy.edit('rules/repair-status-colours.json', (rule: { rows: Array<Record<string, unknown>> }) => {
      rule.rows[0]!.stauts = 'Completed';
    });
    const cli = await lintCopy(copy);
    for (const id of ['referral', 'repair', 'case']) {
      const studio = await studioLint(copy.root, id);
      expect(studio.problems.map(briefly)).toEqual(concerning(cli.problems, id));
    }
    expect(concerning(cli.problems, 'repair').join('\n')).toContain('journeys/damp-mould.json');
    expect(concerning(cli.problems, 'case').join('\n')).not.toContain('journeys/referral.json');
    expect(cli.problems.map((p) => p.file)).toContain('rules/repair-status-colours.json');
  });
});
