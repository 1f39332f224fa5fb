import { walkPath } from './compute-path';
import { UnknownStepError } from './errors';
import type { ExpandedSteps } from './expand-steps';
import type { Answers, JourneyPath, JourneyState, LoadedJourney, ResolvedStep } from './types';
import { visibleFields } from './visible-fields';

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

function answersBefore(path: JourneyPath, stepId: string): Answers {
  const index = path.steps.indexOf(stepId);
  // Off the path: conditions see the whole path so far (the step is being previewed, or the path moved on).
  if (index === -1) return path.onPathAnswers;
  const before: Record<string, unknown> = {};
  for (const id of path.steps.slice(0, index)) {
    for (const field of path.fields[id] ?? []) {
      if (Object.hasOwn(path.onPathAnswers, field)) before[field] = path.onPathAnswers[field];
    }
  }
  return before;
}

/**
 * Resolves a step id (a plain step, a generated page, or a template meaning its first page) with its context.
 * Invariant: throws UnknownStepError for an id the journey does not have; never reads off-path answers.
 */
export function stepContext(journey: LoadedJourney, state: JourneyState, stepId: string, values?: Answers): StepContext {
  const { expanded, path } = walkPath(journey, state);
  const step = expanded.byId.get(stepId) ?? expanded.instancesOf.get(stepId)?.[0];
  if (!step) throw new UnknownStepError(stepId);
  const before = answersBefore(path, step.id);
  const { answers } = visibleFields(step, before, state, values);
  return { expanded, path, step, before, answers, onPath: path.steps.includes(step.id) };
}
