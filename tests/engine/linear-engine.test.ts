import { describe, expect, it } from 'vitest';
import { countEngineWork } from '../../tools/bench/engine';

// Issue 13, "a linear engine": the path, next step and progress of a journey grow linearly with its steps. Timing is
// the benchmark's (npm run bench); this counts work instead, which is deterministic: conditions evaluated, and the
// answers copied for them (a copy of every answer per step made the walk quadratic), both counted where the engine
// evaluates every condition (evaluateLogic: conditions run compiled, no longer all through jsonLogic.apply).
describe('the engine is linear in the number of steps', () => {
  const small = countEngineWork(200);
  const large = countEngineWork(400);

  it.each(['path', 'next', 'progress'] as const)(
    '%s: twice the steps, at most twice the conditions evaluated',
    (operation) => {
      expect(small[operation].evaluations).toBeGreaterThan(200);
      expect(large[operation].evaluations / small[operation].evaluations).toBeLessThanOrEqual(2.05);
    },
  );

  it.each(['path', 'next', 'progress'] as const)(
    '%s: twice the steps, at most twice the answers copied for conditions',
    (operation) => {
      expect(large[operation].answerEntries / small[operation].answerEntries).toBeLessThanOrEqual(2.05);
      // One working copy of the answers per walk, not one per step.
      expect(large[operation].answerObjects).toBeLessThanOrEqual(2);
    },
  );
});
