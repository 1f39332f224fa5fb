import jsonLogic from 'json-logic-js';
import { ConditionError } from './errors';
import { inspectLogic } from './inspect-logic';
import { forbiddenOperators, isAllowedOperator } from './logic-operators';
import { customOperations } from './operations';

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
const operatorVerdicts = new WeakMap<object, { operator: string; forbidden: boolean } | null>();

function firstBadOperator(logic: unknown): { operator: string; forbidden: boolean } | null {
  if (logic === null || typeof logic !== 'object') return null;
  const cached = operatorVerdicts.get(logic);
  if (cached !== undefined) return cached;
  let verdict: { operator: string; forbidden: boolean } | null = null;
  for (const { operator } of inspectLogic(logic).operators) {
    if (forbiddenOperators.has(operator)) { verdict = { operator, forbidden: true }; break; }
    if (!isAllowedOperator(operator)) { verdict = { operator, forbidden: false }; break; }
  }
  operatorVerdicts.set(logic, verdict);
  return verdict;
}

// json-logic-js has a single module-wide operation table and no instances. The engine is its only user in the portal
// (tests/engine/conditions.test.ts checks that nothing else imports it), so our operations are registered once, when
// the engine loads, rather than added and removed around every evaluation (which cost a Continue about a tenth of
// its time). They are not json-logic's own: only journeys' conditions, which the engine evaluates, use them.
for (const [name, operation] of Object.entries(customOperations)) jsonLogic.add_operation(name, operation);

/**
 * Evaluates a json-logic expression against namespaced data.
 * Invariant: never returns a silent default: a forbidden or unknown operator, or any exception, becomes a
 * ConditionError carrying the step id and the JSON pointer of the expression.
 */
export function evaluateLogic(logic: unknown, data: LogicData, where: LogicLocation): unknown {
  const bad = CHECK_OPERATORS ? firstBadOperator(logic) : null;
  if (bad) {
    throw new ConditionError(
      bad.forbidden ? 'FORBIDDEN_OPERATOR' : 'UNKNOWN_OPERATOR',
      where.stepId,
      where.pointer,
      bad.forbidden ? `Operator "${bad.operator}" is not allowed: ${forbiddenOperators.get(bad.operator) ?? ''}` : `Unknown operator "${bad.operator}"`,
    );
  }
  try {
    return jsonLogic.apply(logic as jsonLogic.RulesLogic, data as unknown as Record<string, unknown>);
  } catch (cause) {
    throw new ConditionError('CONDITION_THREW', where.stepId, where.pointer, `Condition failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Evaluates a condition with json-logic truthiness (empty list and "" are false).
 * Invariant: an absent condition (undefined) is true, so optional `when`s need no special casing.
 */
export function evaluateCondition(logic: unknown, data: LogicData, where: LogicLocation): boolean {
  if (logic === undefined) return true;
  return jsonLogic.truthy(evaluateLogic(logic, data, where));
}
