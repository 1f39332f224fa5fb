import type { Field, Journey } from '../../../schemas/generated/journey';
import type { ConfigProblem } from '../types';
import { childPointer } from '../json-pointer';
import type { LintContext } from './lint-context';
import { createLintContext, stepFields } from './lint-context';
import { logicLocations } from './logic-locations';
import { nearestName } from './near-names';

type Literal = string | number | boolean;

const isLiteral = (value: unknown): value is Literal =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The values a field's answer can take, when the journey fixes them; null for free answers or data-given choices. */
function fieldValues(field: Field): Literal[] | null {
  if (field.optionsFrom) return null;
  if (field.options) return field.options.map((o) => o.value);
  const schema = field.schema as { type?: unknown; enum?: unknown; items?: { enum?: unknown } };
  const listed = Array.isArray(schema.enum)
    ? schema.enum
    : Array.isArray(schema.items?.enum)
      ? schema.items.enum
      : null;
  if (listed) return listed.filter(isLiteral);
  if (schema.type === 'boolean') return [true, false];
  return null;
}

/** Field id → every value its answer can take (a template's id may have several definitions: their values together). */
export function valuesByField(ctx: LintContext): Map<string, Literal[] | null> {
  const values = new Map<string, Literal[] | null>();
  ctx.journey.steps.forEach((step, i) => {
    for (const { field } of stepFields(step, `/steps/${i}`)) {
      const own = fieldValues(field);
      const known = values.get(field.id);
      values.set(field.id, own === null || known === null ? null : [...(known ?? []), ...own]);
    }
  });
  return values;
}

/** The field an expression reads as a whole answer (`{"var": "answers.x"}`), or null. */
export function answerField(node: unknown): string | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1 || keys[0] !== 'var') return null;
  const arg = (node as { var: unknown }).var;
  const name = Array.isArray(arg) ? arg[0] : arg;
  const match = typeof name === 'string' ? /^answers\.([A-Za-z0-9_]+)$/.exec(name) : null;
  return match?.[1] ?? null;
}

/** A comparison of an answer with literal values: the field, and each literal with its pointer. */
interface Comparison {
  readonly field: string;
  readonly literals: ReadonlyArray<{ readonly value: Literal; readonly pointer: string }>;
}

function comparisonsIn(logic: unknown, pointer: string, found: Comparison[]): void {
  if (Array.isArray(logic)) {
    logic.forEach((child, i) => comparisonsIn(child, childPointer(pointer, i), found));
    return;
  }
  if (logic === null || typeof logic !== 'object') return;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return;
  const operator = keys[0] ?? '';
  const args: unknown = (logic as Record<string, unknown>)[operator];
  const at = childPointer(pointer, operator);
  if (Array.isArray(args)) {
    const [a, b] = args as unknown[];
    const literalsOf = (value: unknown, where: string): Comparison['literals'] =>
      isLiteral(value)
        ? [{ value, pointer: where }]
        : Array.isArray(value)
          ? value.flatMap((v, i) => (isLiteral(v) ? [{ value: v, pointer: childPointer(where, i) }] : []))
          : [];
    if (['===', '!==', '==', '!='].includes(operator)) {
      const fieldA = answerField(a);
      const fieldB = answerField(b);
      if (fieldA !== null && isLiteral(b))
        found.push({ field: fieldA, literals: [{ value: b, pointer: childPointer(at, 1) }] });
      if (fieldB !== null && isLiteral(a))
        found.push({ field: fieldB, literals: [{ value: a, pointer: childPointer(at, 0) }] });
    } else if (operator === 'in' || operator === 'includes-any') {
      // {"in": [answer, [choices…]]} asks whether the answer is one of them; {"in": [choice, answer]} whether a list
      // answer (checkboxes) holds it.
      const fieldA = answerField(a);
      const fieldB = answerField(b);
      if (fieldA !== null && Array.isArray(b))
        found.push({ field: fieldA, literals: literalsOf(b, childPointer(at, 1)) });
      if (operator === 'in' && fieldB !== null && isLiteral(a))
        found.push({ field: fieldB, literals: [{ value: a, pointer: childPointer(at, 0) }] });
    }
  }
  comparisonsIn(args, at, found);
}

const show = (value: Literal): string => JSON.stringify(value);

/**
 * The value the analyst probably meant: the same text in another case or kind ("true" for true), or a near spelling.
 */
function suggestion(value: Literal, values: readonly Literal[]): Literal | null {
  const same = values.find((v) => String(v).toLowerCase() === String(value).toLowerCase());
  if (same !== undefined) return same;
  const texts = values.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? nearestName(value, texts) : null;
}

/**
 * A literal compared with an answer that has fixed choices must be one of them: the choices' values are compared
 * with ===, so "property" for "Property" (or "true" for true) is never equal, and the route or skip it guards is
 * silently never (or always) taken. A journey tools' check (npm run journeys -- lint, the studio), not a load
 * error: such a journey still runs, as written.
 * Invariant: only answers with fixed choices (options, an enum, true/false) are checked; choices from data are not.
 */
export function optionLiteralProblems(journey: Journey): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  lintOptionLiterals(createLintContext(journey, problems, {}));
  return problems;
}

function lintOptionLiterals(ctx: LintContext): void {
  const values = valuesByField(ctx);
  for (const location of logicLocations(ctx.journey)) {
    const found: Comparison[] = [];
    comparisonsIn(location.logic, location.pointer, found);
    for (const { field, literals } of found) {
      const allowed = values.get(field);
      if (!allowed) continue;
      for (const { value, pointer } of literals) {
        if (allowed.includes(value)) continue;
        const near = suggestion(value, allowed);
        ctx.report(
          'JOURNEY_UNKNOWN_OPTION_VALUE',
          pointer,
          `${show(value)} is not a value "${field}" can have, so this comparison is never true. Its values are ${allowed.map(show).join(', ')}${near === null ? '' : `; did you mean ${show(near)}?`} Values must match exactly: the same capitals, and text ("true") is not the same as true.`,
        );
      }
    }
  }
}
