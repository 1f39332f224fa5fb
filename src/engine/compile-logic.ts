// Conditions compiled once into closures (issue 13, "a linear engine"; docs/decisions/0047): json-logic-js's `apply`
// re-reads the expression on every evaluation (which operator, an array of evaluated arguments, the variable's
// dotted name split again), and the path of a long journey evaluates hundreds of conditions. Journeys are immutable,
// so each expression is compiled once (evaluate-logic.ts keeps it per expression object). Every operator is compiled
// with json-logic-js 2.0.5's own semantics (compiled-operations.ts for those that take evaluated arguments), so no
// page downloads the interpreter itself (decision 0081); tests/engine/compiled-logic.test.ts holds the compiled
// conditions to jsonLogic.apply's results, json-logic-js being the reference for the language the journeys are in.
import { compiledOperations, type LogicOperation } from './compiled-operations';
import { scopedOperators } from './logic-operators';
import { truthy } from './logic-truthy';
import { customOperations } from './operations';

/** A compiled json-logic expression: its value for the given data. */
export type CompiledLogic = (data: unknown) => unknown;

type Node = Readonly<Record<string, unknown>>;

/** json-logic's test: a plain object with exactly one key is an operation; anything else is a literal. */
function isOperation(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1;
}

const isPrimitive = (value: unknown): boolean => value === null || typeof value !== 'object';

/** A literal: json-logic returns it as it is (the same object, for an object that is not an operation). */
const literal =
  (value: unknown): CompiledLogic =>
  () =>
    value;

/** A list: json-logic evaluates each element into a new list. */
function list(items: readonly unknown[]): CompiledLogic {
  const parts = items.map(compileNode);
  return (data) => {
    const values: unknown[] = [];
    for (const part of parts) values.push(part(data));
    return values;
  };
}

// Equality compares lists by identity, and json-logic compares fresh copies: those operators get copies too.
const byIdentity: ReadonlySet<string> = new Set(['==', '===', '!=', '!==']);

/**
 * An argument of an operation that only reads its arguments and never returns them (`in`, `<`, the custom
 * operations…): a list of plain values is passed as written, instead of the copy json-logic would make of it.
 */
function readArgument(value: unknown): CompiledLogic {
  return Array.isArray(value) && value.every(isPrimitive) ? literal(value) : compileNode(value);
}

/**
 * `var` with a fixed name: json-logic's reading of a dotted name ("answers.reason"), its parts split once. A missing
 * part, or a null or undefined one on the way, gives the default (null without one); the whole data for "" or null.
 * The default is evaluated first, as json-logic evaluates every argument.
 */
function variable(name: unknown, fallback: unknown): CompiledLogic {
  const notFound = compileNode(fallback);
  if (name === undefined || name === '' || name === null)
    return (data) => {
      notFound(data);
      return data;
    };
  const parts = String(name).split('.');
  // The usual case, "answers.x" with no default or a plain one: no loop, nothing evaluated for the default.
  if (isPrimitive(fallback) && parts.length === 2) {
    const [outer = '', inner = ''] = parts;
    const otherwise = fallback ?? null;
    return (data) => {
      if (data === null || data === undefined) return otherwise;
      const scope = (data as Record<string, unknown>)[outer];
      if (scope === null || scope === undefined) return otherwise;
      const value = (scope as Record<string, unknown>)[inner];
      return value === undefined ? otherwise : value;
    };
  }
  return (data) => walkPath(data, parts, notFound(data) ?? null);
}

/** json-logic's walk along a name's parts: `otherwise` where a part is missing, or null or undefined on the way. */
function walkPath(data: unknown, parts: readonly string[], otherwise: unknown): unknown {
  let value: unknown = data;
  for (const part of parts) {
    if (value === null || value === undefined) return otherwise;
    value = (value as Record<string, unknown>)[part];
    if (value === undefined) return otherwise;
  }
  return value;
}

/** json-logic's `var` on evaluated arguments: the general case, for a name or a default that is computed. */
function readPath(data: unknown, name: unknown, fallback: unknown): unknown {
  if (name === undefined || name === '' || name === null) return data;
  return walkPath(data, String(name).split('.'), fallback === undefined ? null : fallback);
}

function readVariable(this: unknown, name: unknown, fallback: unknown): unknown {
  return readPath(this, name, fallback);
}

/**
 * `missing`: the names (given as arguments, or as one list) whose value is null, "" or absent. Each is read as
 * {"var": name} would read it, as json-logic-js does, so a name that is itself a list or an operation is read that way.
 */
function missingNames(this: unknown, ...values: unknown[]): unknown[] {
  const names: readonly unknown[] = Array.isArray(values[0]) ? values[0] : values;
  const missing: unknown[] = [];
  for (const name of names) {
    const value = isPrimitive(name) ? readPath(this, name, undefined) : compileNode({ var: name })(this);
    if (value === null || value === '') missing.push(name);
  }
  return missing;
}

/** `missing_some`: none when at least `needed` of the names have values, else the missing ones. */
function missingSome(this: unknown, needed: unknown, names: unknown): unknown[] {
  const missing = compileNode({ missing: names })(this) as unknown[];
  return (names as { length: number }).length - missing.length >= (needed as number) ? [] : missing;
}

/**
 * The operators over a list: the first argument, evaluated, is the list; the second runs once per element with the
 * element as its data (for `reduce`, {current, accumulator}, from the third argument or null).
 */
function overList(operator: string, args: readonly unknown[]): CompiledLogic {
  const list = compileNode(args[0]);
  const each = compileNode(args[1]);
  switch (operator) {
    case 'filter':
      return (data) => {
        const items = list(data);
        return Array.isArray(items) ? items.filter((item) => truthy(each(item))) : [];
      };
    case 'map':
      return (data) => {
        const items = list(data);
        return Array.isArray(items) ? items.map((item) => each(item)) : [];
      };
    case 'reduce': {
      const initial = args[2] === undefined ? literal(null) : compileNode(args[2]);
      return (data) => {
        const items = list(data);
        const start = initial(data);
        if (!Array.isArray(items)) return start;
        return items.reduce((accumulator: unknown, current: unknown) => each({ current, accumulator }), start);
      };
    }
    default: {
      // `all`, `none` and `some`: whether every, none or some element's value is truthy, stopping once it is known.
      // An empty list is not "all" (json-logic's rule), so `all` and `some` are false for it and `none` true.
      const stopAt = operator !== 'all';
      const whenStopped = operator === 'some';
      return (data) => {
        const items = list(data);
        if (!Array.isArray(items) || items.length === 0) return operator === 'none';
        for (let i = 0; i < items.length; i += 1) if (truthy(each(items[i])) === stopAt) return whenStopped;
        return !whenStopped;
      };
    }
  }
}

/**
 * An operator json-logic does not know (the journey lint and the engine's check stop these before they run): its
 * arguments are evaluated, then it throws json-logic-js's error.
 */
function unknownOperation(operator: string, args: readonly unknown[]): CompiledLogic {
  const parts = args.map(compileNode);
  const dot = operator.indexOf('.');
  const message =
    dot > 0
      ? `Unrecognized operation ${operator} (failed at ${operator.slice(0, dot)})`
      : `Unrecognized operation ${operator}`;
  return (data) => {
    for (const part of parts) part(data);
    throw new Error(message);
  };
}

/** `===` (or `!==` when `equal` is false) of an expression and a plain value. */
function strictlyEqual(value: CompiledLogic, expected: unknown, equal: boolean): CompiledLogic {
  return equal ? (data) => value(data) === expected : (data) => value(data) !== expected;
}

/** An operation that evaluates every argument first, in order, then calls `operation` with data as `this`. */
function call(operation: LogicOperation, args: readonly unknown[], copyLists: boolean): CompiledLogic {
  const parts = args.map(copyLists ? compileNode : readArgument);
  const [a, b] = parts;
  if (parts.length === 1 && a) return (data) => operation.call(data, a(data));
  if (parts.length === 2 && a && b) return (data) => operation.call(data, a(data), b(data));
  return (data) =>
    operation.apply(
      data,
      parts.map((part) => part(data)),
    );
}

/** `if` and `?:`: condition, value pairs, then an optional value for none; null with neither. */
function choice(args: readonly unknown[]): CompiledLogic {
  const parts = args.map(compileNode);
  return (data) => {
    let i = 0;
    for (; i < parts.length - 1; i += 2) {
      if (truthy(parts[i]?.(data))) return parts[i + 1]?.(data);
    }
    return i === parts.length - 1 ? parts[i]?.(data) : null;
  };
}

/** `and` gives the first falsy value or the last one; `or` the first truthy value or the last one. */
function junction(args: readonly unknown[], stopWhen: boolean): CompiledLogic {
  const parts = args.map(compileNode);
  return (data) => {
    let current: unknown;
    for (const part of parts) {
      current = part(data);
      if (truthy(current) === stopWhen) return current;
    }
    return current;
  };
}

function compileOperation(node: Node): CompiledLogic {
  const [operator = ''] = Object.keys(node);
  const given = node[operator];
  const args: readonly unknown[] = Array.isArray(given) ? given : [given];
  switch (operator) {
    case 'if':
    case '?:':
      return choice(args);
    case 'and':
      return junction(args, false);
    case 'or':
      return junction(args, true);
    case '===':
    case '!==':
      // The commonest condition, an answer against a plain value: compared in place.
      if (args.length === 2 && isPrimitive(args[1]))
        return strictlyEqual(compileNode(args[0]), args[1], operator === '===');
      break;
    case 'var':
      if (args.length <= 2 && isPrimitive(args[0])) return variable(args[0], args[1]);
      // A computed name, or a third argument (evaluated, then ignored): every argument evaluated, then read.
      return call(readVariable, args, true);
    case 'missing':
      return call(missingNames, args, true);
    case 'missing_some':
      return call(missingSome as LogicOperation, args, true);
  }
  if (scopedOperators.has(operator)) return overList(operator, args);
  if (Object.hasOwn(compiledOperations, operator))
    return call(compiledOperations[operator] as LogicOperation, args, byIdentity.has(operator));
  if (Object.hasOwn(customOperations, operator)) return call(customOperations[operator] as LogicOperation, args, false);
  return unknownOperation(operator, args);
}

function compileNode(node: unknown): CompiledLogic {
  if (Array.isArray(node)) return list(node);
  return isOperation(node) ? compileOperation(node) : literal(node);
}

/**
 * The compiled form of a json-logic expression. evaluate-logic.ts keeps it per expression object (journeys and rules
 * are immutable), so each is compiled once.
 * Invariant: for any data, gives what jsonLogic.apply(logic, data) gives (json-logic-js 2.0.5 with the custom
 * operations added), or throws where it throws; an operator with a dot in its name throws its error in its own words.
 */
export function compileLogic(logic: unknown): CompiledLogic {
  return compileNode(logic);
}
