import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LintReport } from '../../tools/journeys/lint';
import { loadEffectInputs, loadEffectNames, loadWidgetNames } from '../../tools/journeys/project';
import { registries, root, runCli } from './support/run-cli';

// The analyst's change of issue 16: a new answer passed to repair.saveDraft, and a misspelt one. The test journey is
// tests/tools/journeys/clean-journey.json with its submission swapped for these calls.
const dir = mkdtempSync(join(tmpdir(), 'effect-inputs-'));
const clean = JSON.parse(
  readFileSync(join(root, 'tests', 'tools', 'journeys', 'clean-journey.json'), 'utf8'),
) as Record<string, unknown> & { steps: Array<Record<string, unknown>>; effects: Record<string, unknown> };
const v = (name: string) => ({ var: name });
const journey = {
  ...clean,
  $schema: '../../schemas/journey.schema.json',
  id: 'effect-inputs',
  effects: { ...clean.effects, 'repair.saveDraft': { description: 'Saves the draft.', storeAs: 'draft' } },
  steps: clean.steps.map((step) =>
    step.id !== 'review'
      ? step
      : {
          ...step,
          onExit: [
            {
              effect: 'repair.saveDraft',
              input: {
                workOrderId: v('effects.draft.id'),
                crimeRefernceNumber: v('answers.referralFor'),
                isPetInHome: v('answers.referralFor'),
              },
              onError: { errorPage: 'generic' },
            },
            {
              effect: 'referral.submit',
              input: { referralFor: v('answers.referralFor') },
              onError: { errorPage: 'generic' },
            },
          ],
        },
  ),
};
writeFileSync(join(dir, 'effect-inputs.json'), JSON.stringify(journey, null, 2));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const effects = { names: [...('names' in registries.effects ? registries.effects.names : []), 'repair.saveDraft'] };

async function lint(effectInputs: ReturnType<typeof loadEffectInputs>): Promise<LintReport> {
  const result = await runCli(['lint', 'effect-inputs', '--json', '--dir', dir], { effects, effectInputs });
  return JSON.parse(result.out) as LintReport;
}

const inputProblems = (report: LintReport) => report.problems.filter((p) => p.code.includes('EFFECT_INPUT'));

describe('effect inputs in npm run journeys -- lint', () => {
  it('drops nothing silently: an unknown input and a missing one are errors at their pointer and line', async () => {
    const report = await lint(loadEffectInputs(root));
    const problems = inputProblems(report);
    expect(problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([
      'JOURNEY_UNKNOWN_EFFECT_INPUT /steps/3/onExit/0/input/crimeRefernceNumber',
      'JOURNEY_UNKNOWN_EFFECT_INPUT /steps/3/onExit/0/input/isPetInHome',
      'JOURNEY_MISSING_EFFECT_INPUT /steps/3/onExit/1/input',
    ]);
    const text = readFileSync(join(dir, 'effect-inputs.json'), 'utf8').split('\n');
    for (const p of problems) {
      expect(p.severity).toBe('error');
      // The line holds the key named (or the input object opened).
      expect(text[p.line - 1]).toContain(
        p.pointer.endsWith('/input') ? '"input"' : `"${p.pointer.split('/').pop() ?? ''}"`,
      );
    }
    expect(problems[0]?.message).toContain('Did you mean "crimeReferenceNumber"?');
    expect(problems[1]?.message).toMatch(
      /^Effect "repair.saveDraft" has no input "isPetInHome": it would be dropped\. It takes "workOrderId", "eTag", /,
    );
    expect(problems[2]?.message).toContain(
      '"referralReasons", "reasonOptions", "additionalDetails", "assetIdentifier", "phoneNumber", "personName" and "relationship"',
    );
  });

  it('said nothing of them without the declarations (what the lint did before)', async () => {
    expect(inputProblems(await lint({ declarations: {} }))).toEqual([]);
  });

  it('fails rather than pass unchecked when a declaration cannot be read', async () => {
    const report = await lint({ file: 'schemas/effects/x.input.schema.json', problem: 'unreadable' });
    expect(report.problems.map((p) => p.code)).toContain('LINT_EFFECT_INPUTS_UNAVAILABLE');
  });
});

describe('the real journeys', () => {
  it('lint without errors against the live registries and every declaration (npm run journeys -- lint)', async () => {
    const [widgets, liveEffects] = await Promise.all([loadWidgetNames(root), loadEffectNames(root)]);
    const result = await runCli(['lint', '--json'], {
      widgets,
      effects: liveEffects,
      effectInputs: loadEffectInputs(root),
    });
    const report = JSON.parse(result.out) as LintReport;
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.code).toBe(0);
    // The journeys pass no input an effect ignores (the four repair.json passed were taken out once the declarations
    // showed them).
    expect(inputProblems(report).map((p) => `${p.file} ${p.pointer} ${p.code}`)).toEqual([]);
  }, 60_000);
});
