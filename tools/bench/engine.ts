// The engine benchmark (issue 13, "a linear engine"): path, next step and progress of a generated journey of N steps,
// timed (a benchmark: `npm run bench` prints it; never a timed test) and counted (deterministic: the unit test
// tests/engine/linear-engine.test.ts asserts the growth is linear from these counts, not from wall time).
import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import {
  computePath,
  loadJourney,
  nextStep,
  progress,
  type Journey,
  type JourneyState,
  type LoadedJourney,
} from '../../src/engine';
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
      {
        id: `a${i}`,
        schema: { type: 'string' },
        widget: 'text',
        label: 'bench_label',
        validation: [{ rule: 'required' as const, message: 'bench_required' }],
      },
      {
        id: `b${i}`,
        schema: { type: 'string' },
        widget: 'text',
        label: 'bench_label',
        when: { '===': [{ var: `answers.a${i}` }, 'yes'] },
      },
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
  progress: (journey: LoadedJourney, state: JourneyState, steps: number) =>
    progress(journey, state, lastQuestion(steps)),
};
type Operation = keyof typeof operations;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const mean = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

// Which runs a garbage collection fell in: the young generation only fills between collections, so a run after which
// it holds less than before had one. Read outside the timed part. (A gc() before each run, the other way to keep
// collections out, was tried: every run after it came out three to ten times slower, the heap cold, so it measured
// the collection's aftermath instead.)
const youngBytes = (): number =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_used_size ?? 0;

/** One operation's times on one journey size, in milliseconds. */
export interface OperationTimes {
  /** Median of the runs, garbage collections falling where they fall. */
  readonly medianMs: number;
  /** Mean of the same runs: the collections' share spread over them. */
  readonly meanMs: number;
  /** Median of the runs no collection fell in (the engine's own work). */
  readonly withoutGcMs: number;
  /** How many runs a collection fell in. */
  readonly collectedRuns: number;
}

/** The engine's times for one journey size, in milliseconds (medians, and each operation's detail). */
export interface EngineTimings {
  readonly steps: number;
  readonly pathMs: number;
  readonly nextMs: number;
  readonly progressMs: number;
  readonly detail: Readonly<Record<Operation, OperationTimes>>;
  readonly runs: number;
  readonly warmup: number;
}

const operationNames = Object.keys(operations) as Operation[];

interface Run {
  readonly ms: number;
  readonly collected: boolean;
}

function timesOf(runs: readonly Run[]): OperationTimes {
  const all = runs.map((run) => run.ms);
  const clean = runs.filter((run) => !run.collected).map((run) => run.ms);
  return {
    medianMs: median(all),
    meanMs: mean(all),
    withoutGcMs: median(clean),
    collectedRuns: all.length - clean.length,
  };
}

/**
 * Times path, next step and progress of the last question of a generated journey of each size, each run on a fresh
 * state (nothing cached), so each figure includes the walk. `warmup` rounds first (the JIT settles before anything is
 * timed: the first size timed used to come out slower than the next), then `rounds` rounds that each take every size
 * and operation in turn for `block` runs, the first of which is not counted: a busy moment of the shared machine
 * falls on every size alike rather than on one, and the counted runs find the size's data in the CPU's caches, as in
 * a block of its own (taking the sizes in turn run by run timed the other sizes' cache misses instead).
 */
export function measureEngine(
  options: { steps?: readonly number[]; rounds?: number; block?: number; warmup?: number } = {},
): EngineTimings[] {
  const sizes = options.steps ?? [25, 100, 200, 400, 800];
  const rounds = options.rounds ?? 10;
  const block = options.block ?? 11;
  const warmup = options.warmup ?? 3;
  const cases = sizes.map((steps) => ({
    steps,
    journey: loadBenchJourney(steps),
    state: benchState(steps),
    runs: { path: [] as Run[], next: [] as Run[], progress: [] as Run[] },
  }));
  for (let round = 0; round < warmup + rounds; round += 1) {
    for (const { steps, journey, state, runs: taken } of cases) {
      for (const name of operationNames) {
        for (let run = 0; run < block; run += 1) {
          const input = fresh(state);
          const young = youngBytes();
          const started = performance.now();
          operations[name](journey, input, steps);
          const ms = performance.now() - started;
          if (round >= warmup && run > 0) taken[name].push({ ms, collected: youngBytes() < young });
        }
      }
    }
  }
  const runs = rounds * (block - 1);
  return cases.map(({ steps, runs: taken }) => {
    const detail = { path: timesOf(taken.path), next: timesOf(taken.next), progress: timesOf(taken.progress) };
    return {
      steps,
      pathMs: detail.path.medianMs,
      nextMs: detail.next.medianMs,
      progressMs: detail.progress.medianMs,
      detail,
      runs,
      warmup,
    };
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

const ms = (value: number): string => `${value.toFixed(3)} ms`;

function operationLine(name: Operation, times: OperationTimes, runs: number, steps: number): string {
  const perStep = ((times.medianMs / steps) * 1000).toFixed(2);
  return `${name} ${ms(times.medianMs)} = ${perStep} µs/step (no GC ${ms(times.withoutGcMs)}, mean ${ms(times.meanMs)}, GC in ${times.collectedRuns}/${runs})`;
}

/** How each operation's median grows from one size to the next ("200→400: path ×1.9 …"): ×2 per doubling is linear. */
function growthLines(timings: readonly EngineTimings[]): string[] {
  return timings.slice(1).map((larger, i) => {
    const smaller = timings[i] as EngineTimings;
    const ratios = operationNames.map(
      (name) => `${name} ×${(larger.detail[name].medianMs / smaller.detail[name].medianMs).toFixed(2)}`,
    );
    return `engine growth ${smaller.steps}→${larger.steps} steps (×${(larger.steps / smaller.steps).toFixed(2)}): ${ratios.join(', ')}`;
  });
}

/** The benchmark as text: how it was measured, one line per size, then the growth (what `npm run bench` prints). */
export function formatEngineTimings(timings: readonly EngineTimings[]): string {
  const first = timings[0];
  if (!first) return 'engine: no sizes measured';
  return [
    `engine: medians of ${first.runs} runs each on a fresh state, sizes taken in turn in blocks after ${first.warmup} warm-up rounds; ` +
      'µs/step from the median; no GC: median of the runs no garbage collection fell in; mean: all runs, collections included',
    ...timings.map(
      (t) =>
        `engine ${String(t.steps).padStart(4)} steps: ${operationNames.map((name) => operationLine(name, t.detail[name], t.runs, t.steps)).join(' | ')}`,
    ),
    ...growthLines(timings),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatEngineTimings(measureEngine()));
}
