import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LintReport } from '../../tools/journeys/lint';
import { loadEffectInputs, loadEffectNames, loadWidgetNames } from '../../tools/journeys/project';
import { root, runCli } from './support/run-cli';

// Issue 27 §1: removing case.create from the case journey's review, while its "created" ending still names the case
// reference the effect stores, passed the lint with a warning — and no case would ever be created. A scratch copy of
// journeys/case.json without the call must fail the lint at the ending's reading.
interface CaseJourney {
  steps: Array<{ id: string; onExit?: Array<{ effect: string }> }>;
}
const caseJourney = JSON.parse(readFileSync(join(root, 'journeys', 'case.json'), 'utf8')) as CaseJourney;
const dir = mkdtempSync(join(tmpdir(), 'unrun-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lint(journey: CaseJourney): Promise<LintReport> {
  writeFileSync(join(dir, 'case.json'), JSON.stringify(journey, null, 2));
  const [widgets, effects] = await Promise.all([loadWidgetNames(root), loadEffectNames(root)]);
  const result = await runCli(['lint', 'case', '--json', '--dir', dir], {
    widgets,
    effects,
    effectInputs: loadEffectInputs(root),
  });
  return JSON.parse(result.out) as LintReport;
}

describe('an ending that reads the result of an effect nothing runs', () => {
  it('is an error at the reading, naming the effect', async () => {
    const withoutCreate = structuredClone(caseJourney);
    const review = withoutCreate.steps.find((step) => step.id === 'review');
    review!.onExit = review!.onExit!.filter((call) => call.effect !== 'case.create');
    const report = await lint(withoutCreate);
    const problem = report.problems.find((p) => p.code === 'JOURNEY_RESULT_NEVER_STORED');
    expect(problem).toMatchObject({ severity: 'error', pointer: '/endings/created/message/params/reference/var' });
    expect(problem?.message).toContain('"case.create"');
    expect(report.errors).toBeGreaterThan(0);
  });

  it('is not reported while a step runs the effect', async () => {
    const report = await lint(caseJourney);
    expect(report.problems.filter((p) => p.code === 'JOURNEY_RESULT_NEVER_STORED')).toEqual([]);
  });
});
