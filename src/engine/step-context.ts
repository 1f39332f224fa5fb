import { walkPath } from './compute-path';
import { copyAnswers } from './copy-answers';
import { UnknownStepError } from './errors';
import type { ExpandedSteps } from './expand-steps';
import type { Answers, JourneyPath, JourneyState, LoadedJourney, ResolvedStep } from './types';
import { addVisibleAnswers } from './visible-fields';

/** A step together with the path and the answers its conditions see. */
export interface StepContext {
  readonly expanded: ExpandedSteps;
  readonly path: JourneyPath;
  readonly step: ResolvedStep;
  /** On-path answers of the steps before this one. */
  readonly before: Answers;
  /** `before` plus this step's visible answers (candidate values first, when given). */
  readonly answers: Answers;
  readonly onPath: boolean;
}

// The on-path answers of the first `count` steps of the path, in path order, into a new object. One pass over the
// path, no slice: nextStep and describeStep build this for every step the resident continues from.
function answersOfFirst(path: JourneyPath, count: number): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const all = path.onPathAnswers;
  for (let i = 0; i < count; i += 1) {
    const fields = path.fields[path.steps[i] ?? ''];
    if (fields === undefined) continue;
    for (const field of fields) {
      if (Object.hasOwn(all, field)) answers[field] = all[field];
    }
  }
  return answers;
}

/**
 * A step's context. `before` is only worked out when read: Continue (nextStep) needs only `answers`, and building
 * `before` too copied every answer of the path a second time.
 */
class Context implements StepContext {
  #before: Answers | undefined;

  constructor(
    readonly expanded: ExpandedSteps,
    readonly path: JourneyPath,
    readonly step: ResolvedStep,
    readonly answers: Answers,
    private readonly index: number,
  ) {}

  get onPath(): boolean {
    return this.index !== -1;
  }

  get before(): Answers {
    // Off the path: conditions see the whole path so far (the step is being previewed, or the path moved on).
    this.#before ??= this.index === -1 ? this.path.onPathAnswers : answersOfFirst(this.path, this.index);
    return this.#before;
  }
}

/**
 * Resolves a step id (a plain step, a generated page, or a template meaning its first page) with its context.
 * Invariant: throws UnknownStepError for an id the journey does not have; never reads off-path answers.
 */
export function stepContext(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  values?: Answers,
): StepContext {
  const { expanded, path } = walkPath(journey, state);
  const step = expanded.byId.get(stepId) ?? expanded.instancesOf.get(stepId)?.[0];
  if (!step) throw new UnknownStepError(stepId);
  const index = path.steps.indexOf(step.id);
  // `before` plus the step's visible answers, built in one object rather than `before` copied again.
  const answers = index === -1 ? copyAnswers(path.onPathAnswers) : answersOfFirst(path, index);
  addVisibleAnswers(step, answers, state, values);
  return new Context(expanded, path, step, answers, index);
}
