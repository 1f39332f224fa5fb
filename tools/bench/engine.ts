// The engine benchmark (issue 13, "a linear engine"): path, next step and progress of a generated journey of N steps,
// timed (a benchmark: `npm run bench` prints it; never a timed test) and counted (deterministic: the unit test
// tests/engine/linear-engine.test.ts asserts the growth is linear from these counts, not from wall time).
import { performance } from 'node:perf_hooks';
import { computePath, loadJourney, nextStep, progress, type Journey, type JourneyState, type LoadedJourney } from '../../src/engine';
import { observeEvaluations } from '../../src/engine/evaluate-logic';

/** The generated journey's question steps, s0 … s{n-1}, then an outcome page. */
const stepId = (i: number): string => `s${i}`;

/**
 * A journey shaped like the real ones, with `steps` question pages: each asks a required question (`a<i>`) and
 * reveals a follow-up (`b<i>`) on "yes"; every fifth page is shown only when an answer three pages back is not
 * "skip"; every page has a conditional route past the next page ("jump") and a default route. An outcome page ends it.
 */
export function benchJourney(steps: number): Journey {
  const questions = Array.from({ length: steps }, (_unused, i) => ({
    id: stepId(i),
    route: `/bench/${i}`,
    kind: 'question' as const,
    title: 'bench_title',
    ...(i % 5 === 4 && i >= 3 ? { when: { '!==': [{ var: `answers.a${i - 3}` }, 'skip'] } } : {}),
    fields: [
      { id: `a${i}`, schema: { type: 'string' }, widget: 'text', label: 'bench_label', validation: [{ rule: 'required' as const, message: 'bench_required' }] },
      { id: `b${i}`, schema: { type: 'string' }, widget: 'text', label: 'bench_label', when: { '===': [{ var: `answers.a${i}` }, 'yes'] } },
    ],
    next: [
      ...(i + 2 < steps ? [{ when: { '===': [{ var: `answers.a${i}` }, 'jump'] }, to: stepId(i + 2) }] : []),
      { to: i + 1 < steps ? stepId(i + 1) : 'done' },
    ],
  }));
  return {
    id: 'bench',
    version: 1,
    title: 'bench_title',
    steps: [...questions, { id: 'done', route: '/bench/done', kind: 'outcome', title: 'bench_title' }],
    exit: { to: '/' },
  } as unknown as Journey;
}

/** The generated journey, loaded (its semantic checks pass; the schema check is the build's). */
export function loadBenchJourney(steps: number): LoadedJourney {
  const result = loadJourney(benchJourney(steps), { validateSchema: () => [] });
  if (!result.ok) throw new Error(`the bench journey does not load: ${JSON.stringify(result.problems.slice(0, 3))}`);
  return result.journey;
}

/** Every page answered and continued, "yes" on every other page (so half the follow-ups show): the whole path. */
export function benchState(steps: number): JourneyState {
  const answers: Record<string, unknown> = {};
  const completed: Record<string, true> = {};
  for (let i = 0; i < steps; i += 1) {
    answers[`a${i}`] = i % 2 === 0 ? 'yes' : 'no';
    if (i % 2 === 0) answers[`b${i}`] = `follow-up ${i}`;
    completed[stepId(i)] = true;
  }
  return { answers, context: {}, effects: {}, completed };
}

/** The question the bench asks about: the last page, whose path is the whole journey. */
const lastQuestion = (steps: number): string => stepId(steps - 1);

// The engine caches the path per state object: every run gets a fresh copy, as after a Continue.
const fresh = (state: JourneyState): JourneyState => ({ ...state });

const operations = {
  path: (journey: LoadedJourney, state: JourneyState) => computePath(journey, state),
  next: (journey: LoadedJourney, state: JourneyState, steps: number) => nextStep(journey, state, lastQuestion(steps)),
  progress: (journey: LoadedJourney, state: JourneyState, steps: number) => progress(journey, state, lastQuestion(steps)),
};
type Operation = keyof typeof operations;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The engine's times for one journey size, in milliseconds (medians). */
export interface EngineTimings {
  readonly steps: number;
  readonly pathMs: number;
  readonly nextMs: number;
  readonly progressMs: number;
}

/**
 * Times path, next step and progress of the last question of a generated journey of each size: the median of `runs`
 * runs after `warmup` unmeasured ones, each on a fresh state (nothing cached), so each figure includes the walk.
 */
export function measureEngine(options: { steps?: readonly number[]; runs?: number; warmup?: number } = {}): EngineTimings[] {
  const sizes = options.steps ?? [25, 100, 200, 400];
  const runs = options.runs ?? 31;
  const warmup = options.warmup ?? 10;
  return sizes.map((steps) => {
    const journey = loadBenchJourney(steps);
    const state = benchState(steps);
    const time = (name: Operation): number => {
      const samples: number[] = [];
      for (let run = 0; run < warmup + runs; run += 1) {
        const input = fresh(state);
        const started = performance.now();
        operations[name](journey, input, steps);
        const took = performance.now() - started;
        if (run >= warmup) samples.push(took);
      }
      return median(samples);
    };
    return { steps, pathMs: time('path'), nextMs: time('next'), progressMs: time('progress') };
  });
}

/** What one engine operation did, counted at the engine's evaluation point (deterministic, unlike time). */
export interface EngineWork {
  /** Conditions and expressions evaluated. */
  readonly evaluations: number;
  /** Distinct answer objects the conditions were given. */
  readonly answerObjects: number;
  /** Answers those objects held when a condition first saw them: the answers copied for conditions. */
  readonly answerEntries: number;
}

/**
 * Counts the work of path, next step and progress on a generated journey of `steps` pages, by watching every
 * evaluation the engine makes (evaluateLogic, through which every condition and expression runs).
 */
export function countEngineWork(steps: number): Record<Operation, EngineWork> {
  const journey = loadBenchJourney(steps);
  const state = benchState(steps);
  const count = (name: Operation): EngineWork => {
    let evaluations = 0;
    let answerEntries = 0;
    const seen = new Set<object>();
    const stop = observeEvaluations((_logic, data) => {
      evaluations += 1;
      if (!seen.has(data.answers)) {
        seen.add(data.answers);
        answerEntries += Object.keys(data.answers).length;
      }
    });
    try {
      operations[name](journey, fresh(state), steps);
    } finally {
      stop();
    }
    return { evaluations, answerObjects: seen.size, answerEntries };
  };
  return { path: count('path'), next: count('next'), progress: count('progress') };
}

/** The benchmark as text: one line per size (what `npm run bench` prints). */
export function formatEngineTimings(timings: readonly EngineTimings[]): string {
  return timings
    .map((t) => `engine ${String(t.steps).padStart(4)} steps: path ${t.pathMs.toFixed(3)} ms, next ${t.nextMs.toFixed(3)} ms, progress ${t.progressMs.toFixed(3)} ms`)
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatEngineTimings(measureEngine()));
}
