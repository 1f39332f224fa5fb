/** Why a condition could not be evaluated. */
export type ConditionErrorCode =
  'CONDITION_THREW' | 'FORBIDDEN_OPERATOR' | 'UNKNOWN_OPERATOR' | 'ROUTE_LOOP' | 'NO_ROUTE' | 'GENERATE_DUPLICATE_KEY';

/**
 * Thrown when a journey condition cannot be evaluated: it threw, used an operator that is not allowed, or the routes
 * loop. A broken rule must be seen by the analyst, never silently read as false (DEFRA's `catch { return false }`).
 */
export class ConditionError extends Error {
  override readonly name: string = 'ConditionError';

  constructor(
    readonly code: ConditionErrorCode,
    readonly stepId: string,
    /** JSON pointer of the condition in the journey document. */
    readonly pointer: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${message} (step "${stepId}", ${pointer || '/'})`, options);
  }
}

/**
 * A rule file (rules/<name>.json) that cannot answer what the page asks: no row for its inputs, a cell it leaves out
 * or of another kind, a value not among those the page acts on. A ConditionError (the configuration page shows it as
 * one) whose stepId is the file; `key` is what was missing or wrong: the inputs as JSON, or the column.
 */
export class RuleTableError extends ConditionError {
  override readonly name: string = 'RuleTableError';

  constructor(
    /** rules/<name>.json */
    readonly file: string,
    pointer: string,
    readonly key: string,
    message: string,
  ) {
    super('CONDITION_THREW', file, pointer, message);
  }
}

/** Thrown when the runtime names a step the journey does not have: a programming error, not a resident's. */
export class UnknownStepError extends Error {
  override readonly name = 'UnknownStepError';

  constructor(readonly stepId: string) {
    super(`The journey has no step "${stepId}".`);
  }
}
