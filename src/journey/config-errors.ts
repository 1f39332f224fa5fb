import { ConditionError, UnknownStepError, type ConfigProblem } from '../engine';
import { MissingValidatorError } from './step-validator';

/** A configuration problem found while running a journey, with the step it happened on. */
export type RuntimeProblem = ConfigProblem & { readonly stepId?: string };

/** The problem an engine or build error describes, or null for anything else (a real bug, rethrown). */
export function asConfigProblem(error: unknown): RuntimeProblem | null {
  if (error instanceof ConditionError) {
    return { code: error.code, pointer: error.pointer, stepId: error.stepId, message: error.message };
  }
  if (error instanceof UnknownStepError) return { code: 'JOURNEY_UNKNOWN_STEP', pointer: '', message: error.message };
  if (error instanceof MissingValidatorError)
    return { code: 'JOURNEY_VALIDATOR_MISSING', pointer: '', message: error.message };
  return null;
}
