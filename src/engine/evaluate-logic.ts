import { compileLogic, type CompiledLogic } from './compile-logic';
import { ConditionError } from './errors';
import { inspectLogic } from './inspect-logic';
import { forbiddenOperators, isAllowedOperator } from './logic-operators';
import { truthy } from './logic-truthy';

/** The data a condition sees: namespaced variables only. */
export interface LogicData {
  readonly answers: Readonly<Record<string, unknown>>;
  readonly context: Readonly<Record<string, unknown>>;
  readonly effects: Readonly<Record<string, unknown>>;
  /** The data element of a generated step (generated steps only). */
  readonly item?: unknown;
  /** The candidate option (optionsFrom filters only). */
  readonly option?: unknown;
  /** The widget's argument (inputs of a field's `calls` only). */
  readonly call?: unknown;
}

/** Where a condition sits, so an error can point at it. */
export interface LogicLocation {
  readonly stepId: string;
  readonly pointer: string;
}

// Checking the operators of a rule walks it; journeys are immutable, so the verdict is cached per rule object. A
// production build has checked every journey's and rule's operators already (tools/vite-journeys-plugin.ts runs the
// journey lint, rules included, and fails the build), so its pages skip the walk; development, the tests and the
// Node tools (which have no import.meta.env) check every expression as it runs.
const CHECK_OPERATORS = import.meta.env === undefined || import.meta.env.DEV;

interface BadOperator {
  readonly code: 'FORBIDDEN_OPERATOR' | 'UNKNOWN_OPERATOR';
  readonly message: string;
}

/** What the engine keeps per expression object: its operators' verdict and its compiled form (compile-logic.ts). */
interface Prepared {
  readonly bad: BadOperator | null;
  run: CompiledLogic | undefined;
}

// One lookup per evaluation for both: the path of a long journey evaluates hundreds of expressions.
const preparedExpressions = new WeakMap<object, Prepared>();

// The verdict carries its whole message, so that only this function reads the operator tables: a production page,
// where it never runs, then carries neither them nor the walk (logic-operators.ts, inspect-logic.ts).
function firstBadOperator(logic: object): BadOperator | null {
  for (const { operator } of inspectLogic(logic).operators) {
    const reason = forbiddenOperators.get(operator);
    if (reason !== undefined)
      return { code: 'FORBIDDEN_OPERATOR', message: `Operator "${operator}" is not allowed: ${reason}` };
    if (!isAllowedOperator(operator)) return { code: 'UNKNOWN_OPERATOR', message: `Unknown operator "${operator}"` };
  }
  return null;
}

function prepared(logic: object): Prepared {
  let entry = preparedExpressions.get(logic);
  if (entry === undefined) {
    entry = { bad: CHECK_OPERATORS ? firstBadOperator(logic) : null, run: undefined };
    preparedExpressions.set(logic, entry);
  }
  return entry;
}

/** Told of every evaluation, with the data it sees. */
export type EvaluationObserver = (logic: unknown, data: LogicData) => void;

let observer: EvaluationObserver | null = null;

/**
 * Watches every evaluation the engine makes, until the returned function is called: the deterministic count of work
 * behind tests/engine/linear-engine.test.ts and tools/bench/engine.ts (conditions no longer all pass through
 * jsonLogic.apply, which they used to wrap). One observer at a time.
 */
export function observeEvaluations(watch: EvaluationObserver): () => void {
  observer = watch;
  return () => {
    if (observer === watch) observer = null;
  };
}

/**
 * Evaluates a json-logic expression against namespaced data.
 * Invariant: never returns a silent default: a forbidden or unknown operator, or any exception, becomes a
 * ConditionError carrying the step id and the JSON pointer of the expression.
 */
export function evaluateLogic(logic: unknown, data: LogicData, where: LogicLocation): unknown {
  // A plain value (a `when` of true, a text's fixed parameter) is its own value, as in json-logic.
  if (logic === null || typeof logic !== 'object') {
    observer?.(logic, data);
    return logic;
  }
  const entry = prepared(logic);
  const bad = entry.bad;
  if (bad) {
    throw new ConditionError(bad.code, where.stepId, where.pointer, bad.message);
  }
  observer?.(logic, data);
  try {
    entry.run ??= compileLogic(logic);
    return entry.run(data);
  } catch (cause) {
    throw new ConditionError(
      'CONDITION_THREW',
      where.stepId,
      where.pointer,
      `Condition failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/**
 * Evaluates a condition with json-logic truthiness (empty list and "" are false).
 * Invariant: an absent condition (undefined) is true, so optional `when`s need no special casing.
 */
export function evaluateCondition(logic: unknown, data: LogicData, where: LogicLocation): boolean {
  if (logic === undefined) return true;
  return truthy(evaluateLogic(logic, data, where));
}
