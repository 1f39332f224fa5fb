import { childPointer } from './json-pointer';
import { scopedOperators } from './logic-operators';

/** An operator used in a json-logic expression, with its pointer relative to the expression. */
export interface LogicOperatorUse {
  readonly operator: string;
  readonly pointer: string;
}

/** A variable read by a json-logic expression. `scoped` reads are relative to a list element (map, filter…). */
export interface LogicVariableUse {
  readonly name: string | null;
  readonly pointer: string;
  readonly scoped: boolean;
}

/** What a json-logic expression uses: operators and variables. */
export interface LogicUsage {
  readonly operators: readonly LogicOperatorUse[];
  readonly variables: readonly LogicVariableUse[];
}

/** json-logic treats a plain object with exactly one key as an operation; anything else is a literal. */
function operatorOf(node: unknown): string | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  return keys.length === 1 ? (keys[0] ?? null) : null;
}

function variableName(arg: unknown): string | null {
  const first = Array.isArray(arg) ? arg[0] : arg;
  if (typeof first === 'string') return first;
  if (typeof first === 'number') return String(first);
  return null;
}

/**
 * Lists every operator and variable a json-logic expression uses, with relative JSON pointers.
 * Invariant: pure and total: any JSON value can be inspected; a dynamic variable name is reported as name null.
 */
export function inspectLogic(logic: unknown): LogicUsage {
  const operators: LogicOperatorUse[] = [];
  const variables: LogicVariableUse[] = [];

  const visit = (node: unknown, pointer: string, scoped: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => visit(child, childPointer(pointer, i), scoped));
      return;
    }
    const op = operatorOf(node);
    if (op === null) return;
    operators.push({ operator: op, pointer });
    const args: unknown = (node as Record<string, unknown>)[op];
    const argsPointer = childPointer(pointer, op);
    if (op === 'var') {
      const name = variableName(args);
      variables.push({ name, pointer: argsPointer, scoped });
      if (name === null) visit(args, argsPointer, scoped);
      return;
    }
    if ((op === 'missing' || op === 'missing_some') && Array.isArray(args)) {
      const names = op === 'missing' ? args : Array.isArray(args[1]) ? args[1] : [];
      for (const name of names) if (typeof name === 'string') variables.push({ name, pointer: argsPointer, scoped });
      return;
    }
    if (scopedOperators.has(op) && Array.isArray(args)) {
      args.forEach((child, i) => visit(child, childPointer(argsPointer, i), scoped || i === 1));
      return;
    }
    visit(args, argsPointer, scoped);
  };

  visit(logic, '', false);
  return { operators, variables };
}
