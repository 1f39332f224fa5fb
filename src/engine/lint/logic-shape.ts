import { childPointer } from '../json-pointer';
import { builtInOperators, forbiddenOperators, isAllowedOperator } from '../logic-operators';
import { customOperations } from '../operations';
import { didYouMean, listNames, nearestName } from './near-names';

/** What is wrong with the form of a json-logic expression; the caller prefixes the code (JOURNEY_, RULE_). */
export interface LogicFormProblem {
  readonly kind: 'LOGIC_SHAPE' | 'FORBIDDEN_OPERATOR' | 'UNKNOWN_OPERATOR';
  /** Relative to the expression. */
  readonly pointer: string;
  readonly message: string;
}

const allOperators = (): string[] => [...builtInOperators, ...Object.keys(customOperations)];

// What analysts write from other languages, and the operator that does it here.
const aliases: Readonly<Record<string, string>> = {
  '=': '===',
  eq: '===',
  equals: '===',
  ne: '!==',
  not: '!',
  '&&': 'and',
  '||': 'or',
  contains: 'in',
};

const looksLikeOperator = (key: string): boolean =>
  isAllowedOperator(key) ||
  forbiddenOperators.has(key) ||
  Object.hasOwn(aliases, key) ||
  nearestName(key, allOperators()) !== null;

function containsLogic(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsLogic);
  if (value === null || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return (keys.length === 1 && looksLikeOperator(keys[0] ?? '')) || Object.values(value).some(containsLogic);
}

function unknownOperatorMessage(operator: string): string {
  const alias = aliases[operator];
  const hint = alias ? ` Did you mean "${alias}"?` : didYouMean(operator, allOperators());
  return `"${operator}" is not an operator.${hint} The operators are ${listNames(allOperators())} (docs/journeys.md#conditions).`;
}

/**
 * The form of a json-logic expression: every object that is an operation has exactly one key, a known operator.
 * json-logic reads an object of several keys as a fixed value, which is truthy: `{"===": […], "!": [true]}` as a
 * condition is always true, so it would block or skip for every resident, silently.
 * Invariant: pure; walks literals too, since a misspelt operator there is the same mistake.
 */
export function logicFormProblems(logic: unknown): LogicFormProblem[] {
  const problems: LogicFormProblem[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => visit(child, childPointer(pointer, i)));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const keys = Object.keys(node);
    if (keys.length === 1) {
      const operator = keys[0] ?? '';
      const reason = forbiddenOperators.get(operator);
      if (reason)
        problems.push({
          kind: 'FORBIDDEN_OPERATOR',
          pointer,
          message: `Operator "${operator}" is not allowed: ${reason}.`,
        });
      else if (!isAllowedOperator(operator))
        problems.push({ kind: 'UNKNOWN_OPERATOR', pointer, message: unknownOperatorMessage(operator) });
    } else if (keys.length > 1) {
      const operators = keys.filter(looksLikeOperator);
      if (operators.length > 0) {
        problems.push({
          kind: 'LOGIC_SHAPE',
          pointer,
          message: `One object holds ${keys.length} keys (${listNames(keys)}), but an operation has exactly one operator: json-logic reads this object as a fixed value, which counts as true, so the condition holds for everyone. Give each operation its own object and join them with "and" or "or", e.g. {"and": [{"${keys[0]}": …}, {"${keys[1]}": …}]}.`,
        });
        return;
      }
      if (containsLogic(node)) {
        problems.push({
          kind: 'LOGIC_SHAPE',
          pointer,
          message: `An object of several keys (${listNames(keys)}) is a fixed value in json-logic: the operations inside it are never worked out and would be passed on as written. Work each value out on its own (one expression per value).`,
        });
        return;
      }
    }
    for (const [key, value] of Object.entries(node)) visit(value, childPointer(pointer, key));
  };
  visit(logic, '');
  return problems;
}
