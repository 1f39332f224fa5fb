import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computePath, ConditionError, loadJourney } from '../../src/engine';
import { evaluateLogic } from '../../src/engine/evaluate-logic';
import { deepFreeze, readJourney, state, validateSchema } from './support/journeys';

/** Every TypeScript file under the given folders, as paths from the project root. */
function sourceFiles(folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  );
}

const where = { stepId: 's', pointer: '/steps/0/when' };
const data = { answers: { n: 1, list: [1, 5] }, context: { today: '2025-11-03' }, effects: {} };

describe('custom operations', () => {
  it.each([
    [{ 'working-days-after': ['2025-11-03', 10] }, '2025-11-17'],
    [{ 'working-days-after': ['2025-11-07T10:00:00', 1] }, '2025-11-10'],
    [{ 'working-days-after': ['2025-12-24', 2, ['2025-12-25', '2025-12-26']] }, '2025-12-30'],
    [{ 'working-days-after': [{ var: 'context.today' }, 0] }, '2025-11-03'],
    [{ 'days-between': ['2025-11-03', '2025-11-10'] }, 7],
    [{ 'includes-any': [{ var: 'answers.list' }, [2, 3, 4, 5]] }, true],
    [{ 'includes-any': [{ var: 'answers.n' }, ['1']] }, false],
    [{ 'is-empty': ['  '] }, true],
    [{ 'is-empty': [[]] }, true],
    [{ 'is-empty': [0] }, false],
    [{ length: ['Zoë'] }, 3],
    [{ length: [null] }, 0],
    [{ split: ['E35, E36,', ','] }, ['E35', 'E36']],
    [{ '===': [{ var: 'answers.n' }, '1'] }, false],
  ])('%j → %j', (logic, expected) => {
    expect(evaluateLogic(logic, data, where)).toEqual(expected);
  });

  it('run compiled: no page loads json-logic-js, which only the tests use as the reference (decision 0081)', () => {
    const importers = sourceFiles(['src', 'widgets', 'sandbox', 'tools']).filter((file) =>
      /from ['"]json-logic-js['"]|import\(['"]json-logic-js['"]\)/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});

describe('a condition that cannot be evaluated is an error, never a silent false', () => {
  it.each([
    [{ 'working-days-after': ['3 Nov', 1] }, 'CONDITION_THREW'],
    [{ length: [5] }, 'CONDITION_THREW'],
    [{ '==': [1, '1'] }, 'FORBIDDEN_OPERATOR'],
    [{ sparkle: [] }, 'UNKNOWN_OPERATOR'],
  ])('%j → ConditionError %s', (logic, code) => {
    const error = (() => {
      try {
        evaluateLogic(logic, data, where);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConditionError);
    expect(error).toMatchObject({ code, stepId: 's', pointer: '/steps/0/when' });
  });

  it('a throwing step condition stops computePath with the step id and pointer', () => {
    const json = readJourney('referral') as { steps: Array<Record<string, unknown>> };
    const steps = json.steps.map((s) =>
      s.id === 'reasons' ? { ...s, when: { 'working-days-after': [{ var: 'answers.referralFor' }, 1] } } : s,
    );
    const loaded = loadJourney(deepFreeze({ ...json, steps }), { validateSchema });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const s = state({ answers: { referralFor: 'Myself' }, completed: { consent: true } });
    expect(() => computePath(loaded.journey, s)).toThrow(ConditionError);
    expect(() => computePath(loaded.journey, s)).toThrow(
      expect.objectContaining({ stepId: 'reasons', pointer: '/steps/1/when' }),
    );
  });
});
