import type { Journey } from '../../../schemas/generated/journey';
import { childPointer } from '../json-pointer';
import type { ConfigProblem } from '../types';
import { createLintContext, stepFields, type LintContext } from './lint-context';
import { logicLocations } from './logic-locations';
import { answerField, valuesByField } from './option-literals';

type Literal = string | number | boolean;
const isLiteral = (value: unknown): value is Literal =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The one operator of a json-logic operation and its arguments, or null for a value. */
function operation(node: unknown): { operator: string; args: unknown[] } | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1) return null;
  const operator = keys[0] ?? '';
  const args = (node as Record<string, unknown>)[operator];
  return { operator, args: Array.isArray(args) ? args : [args] };
}

/** `{"===": [answer, literal]}` either way round: the field and the literal. */
function equality(node: unknown): { field: string; value: Literal } | null {
  const op = operation(node);
  if (op?.operator !== '===' || op.args.length !== 2) return null;
  const [a, b] = op.args;
  const field = answerField(a) ?? answerField(b);
  const value = answerField(a) !== null ? b : a;
  return field !== null && isLiteral(value) ? { field, value } : null;
}

/** Field id → whether its answer is a list (schema type array). */
function listAnswers(ctx: LintContext): Set<string> {
  const lists = new Set<string>();
  ctx.journey.steps.forEach((step, i) => {
    for (const { field } of stepFields(step, `/steps/${i}`))
      if ((field.schema as { type?: unknown }).type === 'array') lists.add(field.id);
  });
  return lists;
}

/**
 * Conditions that can never be true, found without evaluating them (conservative: only these two forms):
 * an `and` that asks one answer to be `===` two different values, and a list answer (checkboxes) compared with
 * `===` to one value (a list is never equal to a value). A value that is not one of the field's choices is
 * JOURNEY_UNKNOWN_OPTION_VALUE (option-literals.ts) and is not reported again here.
 * Invariant: pure; a journey tools' check, as option-literals is (the journey still runs as written).
 */
export function neverTrueProblems(journey: Journey): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const ctx = createLintContext(journey, problems, {});
  const values = valuesByField(ctx);
  const lists = listAnswers(ctx);
  const known = (field: string, value: Literal): boolean => values.get(field)?.includes(value) ?? true;
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => visit(child, childPointer(pointer, i)));
      return;
    }
    const op = operation(node);
    if (op === null) return;
    const at = childPointer(pointer, op.operator);
    const eq = equality(node);
    if (eq && lists.has(eq.field) && known(eq.field, eq.value)) {
      ctx.report(
        'JOURNEY_NEVER_TRUE',
        at,
        `"${eq.field}" is a list of choices, and a list is never === one value, so this is never true. To ask whether the resident chose ${JSON.stringify(eq.value)}, write {"in": [${JSON.stringify(eq.value)}, {"var": "answers.${eq.field}"}]}.`,
      );
    }
    if (op.operator === 'and') {
      const wanted = new Map<string, Literal>();
      for (const child of op.args) {
        const c = equality(child);
        if (!c || !known(c.field, c.value) || lists.has(c.field)) continue;
        const other = wanted.get(c.field);
        if (other !== undefined && other !== c.value) {
          ctx.report(
            'JOURNEY_NEVER_TRUE',
            pointer,
            `This "and" asks "${c.field}" to be both ${JSON.stringify(other)} and ${JSON.stringify(c.value)}, so it is never true. Did you mean "or", or another answer?`,
          );
          break;
        }
        wanted.set(c.field, c.value);
      }
    }
    visit((node as Record<string, unknown>)[op.operator], at);
  };
  for (const location of logicLocations(journey)) visit(location.logic, location.pointer);
  return problems;
}
