// Renders json-logic conditions in plain English for analysts (journey graphs, the studio). Pure and total: any JSON
// value renders to some text, an unknown operation generically as "name(arguments)", so a typo stays visible.

/** Plain-English names of variables, by full variable name (e.g. 'answers.referralFor' → 'Who is the referral for'). */
export type ConditionLabels = Readonly<Record<string, string>>;

interface Scope {
  readonly labels: ConditionLabels;
  /** Inside the body of map/filter/all/none/some/reduce, where variables are relative to the list element. */
  readonly element: boolean;
}

const comparisons: Readonly<Record<string, string>> = {
  '===': 'is',
  '!==': 'is not',
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
};
const negated: Readonly<Record<string, string>> = { '===': 'is not', '!==': 'is' };
const arithmetic = new Set(['+', '-', '*', '/', '%']);

function operationOf(node: unknown): [string, unknown[]] | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1) return null;
  const op = keys[0] as string;
  const args: unknown = (node as Record<string, unknown>)[op];
  // json-logic accepts a single argument without the list: {"!": {"var": "x"}} means {"!": [{"var": "x"}]}.
  return [op, Array.isArray(args) ? args : [args]];
}

/** "a", "a or b", "a, b or c". */
function listOf(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] ?? ''}`;
}

function describeVariable(name: unknown, scope: Scope): string {
  if (typeof name !== 'string' && typeof name !== 'number')
    return `the variable named by ${describeValue(name, scope)}`;
  const text = String(name);
  const label = scope.labels[text];
  if (label !== undefined) return label;
  if (scope.element) return text === '' ? 'the element' : `the element's ${text}`;
  const [namespace, ...rest] = text.split('.');
  const path = rest.join('.');
  if (path === '') return text === 'answers' ? 'all answers' : text;
  if (namespace === 'answers') return `answer ${path}`;
  if (namespace === 'context') return `context ${path}`;
  if (namespace === 'effects') return `the result ${path}`;
  if (namespace === 'item') return `the item's ${path}`;
  if (namespace === 'option') return `the option's ${path}`;
  return text;
}

function describeLiteral(value: unknown, scope: Scope): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value))
    return listOf(
      value.map((v) => describeValue(v, scope)),
      'or',
    );
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value inside a sentence: compound parts are bracketed so the sentence keeps one reading. */
function describeOperand(node: unknown, scope: Scope): string {
  const operation = operationOf(node);
  const text = describeValue(node, scope);
  if (operation && ['and', 'or', 'if', '?:'].includes(operation[0])) return `(${text})`;
  return text;
}

function describeNegation(arg: unknown, scope: Scope): string {
  const operation = operationOf(arg);
  if (operation) {
    const [op, args] = operation;
    const word = negated[op];
    if (word !== undefined && args.length === 2)
      return `${describeOperand(args[0], scope)} ${word} ${describeOperand(args[1], scope)}`;
    if (op === 'is-empty') return `${describeOperand(args[0], scope)} is not empty`;
    if (op === 'includes-any')
      return `${describeOperand(args[0], scope)} includes none of ${describeOperand(args[1], scope)}`;
    if (op === 'in') return describeIn(args, scope, true);
    if (op === 'var') return `${describeValue(arg, scope)} is not true`;
    if (op === '!') return describeTruth(args[0], scope);
    if (op === 'missing') return describeMissing(args, scope, true);
  }
  return `not (${describeValue(arg, scope)})`;
}

function describeTruth(arg: unknown, scope: Scope): string {
  const operation = operationOf(arg);
  if (operation?.[0] === 'var') return `${describeValue(arg, scope)} is true`;
  return describeValue(arg, scope);
}

function describeIn(args: readonly unknown[], scope: Scope, not = false): string {
  const [needle, haystack] = args;
  const subject = describeOperand(needle, scope);
  if (Array.isArray(haystack)) return `${subject} is ${not ? 'not ' : ''}one of ${describeLiteral(haystack, scope)}`;
  if (typeof haystack === 'string')
    return `${JSON.stringify(haystack)} ${not ? 'does not contain' : 'contains'} ${subject}`;
  return `${describeOperand(haystack, scope)} ${not ? 'does not contain' : 'contains'} ${subject}`;
}

function describeMissing(args: readonly unknown[], scope: Scope, not = false): string {
  const names = args.map((name) => describeVariable(name, scope));
  if (names.length === 1) return `${names[0] ?? ''} is ${not ? 'given' : 'not given'}`;
  return not ? `${listOf(names, 'and')} are all given` : `any of ${listOf(names, 'or')} is not given`;
}

function describeListOperation(op: string, args: readonly unknown[], scope: Scope): string {
  const list = describeOperand(args[0], scope);
  const body = describeValue(args[1], { ...scope, element: true });
  switch (op) {
    case 'all':
      return `every element of ${list} has ${body}`;
    case 'some':
      return `some element of ${list} has ${body}`;
    case 'none':
      return `no element of ${list} has ${body}`;
    case 'filter':
      return `the elements of ${list} where ${body}`;
    case 'map':
      return `${body} of each element of ${list}`;
    default:
      return `${list} reduced with ${body} starting from ${describeOperand(args[2], scope)}`;
  }
}

function describeIf(args: readonly unknown[], scope: Scope): string {
  const parts: string[] = [];
  let i = 0;
  for (; i + 1 < args.length; i += 2) {
    parts.push(
      `${i === 0 ? 'if' : 'else if'} ${describeValue(args[i], scope)} then ${describeOperand(args[i + 1], scope)}`,
    );
  }
  if (i < args.length) parts.push(`otherwise ${describeOperand(args[i], scope)}`);
  return parts.join(', ');
}

function describeOperation(op: string, args: readonly unknown[], scope: Scope): string {
  const comparison = comparisons[op];
  if (comparison !== undefined && args.length === 3 && ['<', '<='].includes(op)) {
    const [low, value, high] = args.map((a) => describeOperand(a, scope));
    return `${value ?? ''} is between ${low ?? ''} and ${high ?? ''}${op === '<=' ? ' (inclusive)' : ''}`;
  }
  if (comparison !== undefined && args.length === 2)
    return `${describeOperand(args[0], scope)} ${comparison} ${describeOperand(args[1], scope)}`;
  switch (op) {
    case 'var':
      return (
        describeVariable(args[0], scope) +
        (args.length > 1 ? ` (${describeLiteral(args[1], scope)} when not given)` : '')
      );
    case 'and':
      return args.map((a) => describeOperand(a, scope)).join(' and ');
    case 'or':
      return args.map((a) => describeOperand(a, scope)).join(' or ');
    case '!':
      return describeNegation(args[0], scope);
    case '!!':
      return describeTruth(args[0], scope);
    case 'in':
      return describeIn(args, scope);
    case 'includes-any':
      return `${describeOperand(args[0], scope)} includes any of ${describeOperand(args[1], scope)}`;
    case 'is-empty':
      return `${describeOperand(args[0], scope)} is empty`;
    case 'length':
      return `the length of ${describeOperand(args[0], scope)}`;
    case 'missing':
      return describeMissing(args, scope);
    case 'missing_some': {
      const names = Array.isArray(args[1])
        ? args[1].map((n) => describeVariable(n, scope))
        : [describeValue(args[1], scope)];
      return `fewer than ${describeValue(args[0], scope)} of ${listOf(names, 'and')} are given`;
    }
    case 'if':
    case '?:':
      return describeIf(args, scope);
    case 'split':
      return `${describeOperand(args[0], scope)} split at ${describeOperand(args[1], scope)}`;
    case 'working-days-after':
      return `${describeOperand(args[1], scope)} working days after ${describeOperand(args[0], scope)}${args.length > 2 ? ` (not counting ${describeOperand(args[2], scope)})` : ''}`;
    case 'days-between':
      return `the days from ${describeOperand(args[0], scope)} to ${describeOperand(args[1], scope)}`;
    case 'max':
      return `the largest of ${listOf(
        args.map((a) => describeOperand(a, scope)),
        'and',
      )}`;
    case 'min':
      return `the smallest of ${listOf(
        args.map((a) => describeOperand(a, scope)),
        'and',
      )}`;
    case 'cat':
      return args.map((a) => describeOperand(a, scope)).join(' followed by ');
    case 'all':
    case 'some':
    case 'none':
    case 'filter':
    case 'map':
    case 'reduce':
      return describeListOperation(op, args, scope);
    default:
      if (arithmetic.has(op) && args.length >= 2) return args.map((a) => describeOperand(a, scope)).join(` ${op} `);
      return `${op}(${args.map((a) => describeValue(a, scope)).join(', ')})`;
  }
}

function describeValue(node: unknown, scope: Scope): string {
  const operation = operationOf(node);
  if (operation === null) return describeLiteral(node, scope);
  return describeOperation(operation[0], operation[1], scope);
}

/**
 * Renders a json-logic value (not a condition) in plain English: {"var": "effects.caseType.questions"} →
 * 'the result caseType.questions'.
 * Invariant: pure and total, like describeCondition.
 */
export function describeExpression(logic: unknown, labels: ConditionLabels = {}): string {
  return describeValue(logic, { labels, element: false });
}

/**
 * Renders a json-logic condition in plain English, e.g. {"===": [{"var": "answers.referralFor"}, "Other"]} →
 * 'Who is the referral for is "Other"' with labels {'answers.referralFor': 'Who is the referral for'}, else
 * 'answer referralFor is "Other"'.
 * Invariant: pure and total; a variable or operation it does not know is still shown, never dropped.
 */
export function describeCondition(logic: unknown, labels: ConditionLabels = {}): string {
  const scope: Scope = { labels, element: false };
  // A bare variable in a condition means "is truthy".
  return operationOf(logic)?.[0] === 'var' ? describeTruth(logic, scope) : describeValue(logic, scope);
}
