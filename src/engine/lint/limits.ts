import type { Field, ValidationRule } from '../../../schemas/generated/journey';
import { childPointer } from '../json-pointer';
import { fieldLimits, LIMIT_PARAM } from '../limit-params';
import type { LintContext } from './lint-context';
import { stepFields } from './lint-context';

const COMPARISONS: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/**
 * Whether a value is the length of the field's own answer: {"length": [{"var": "answers.<id>"}]} (or without the list).
 */
function isOwnLength(value: unknown, fieldId: string): boolean {
  if (value === null || typeof value !== 'object' || !('length' in value)) return false;
  const arg = (value as { length: unknown }).length;
  const first: unknown = Array.isArray(arg) ? arg[0] : arg;
  return first !== null && typeof first === 'object' && (first as { var?: unknown }).var === `answers.${fieldId}`;
}

/** Each number a logic compares the field's own length with, with its pointer. */
function lengthLimits(
  logic: unknown,
  fieldId: string,
  pointer: string,
  found: Array<{ value: number; pointer: string }>,
): void {
  if (Array.isArray(logic)) {
    logic.forEach((item, i) => lengthLimits(item, fieldId, childPointer(pointer, i), found));
    return;
  }
  if (logic === null || typeof logic !== 'object') return;
  for (const [op, args] of Object.entries(logic)) {
    const at = childPointer(pointer, op);
    if (COMPARISONS.has(op) && Array.isArray(args) && args.some((a) => isOwnLength(a, fieldId))) {
      args.forEach((a, i) => {
        if (typeof a === 'number') found.push({ value: a, pointer: childPointer(at, i) });
      });
    } else lengthLimits(args, fieldId, at, found);
  }
}

/** The locale key of a rule's message. */
const messageKey = (rule: ValidationRule): string => rule.message;

/**
 * A field's limit is written once, in its length rule: its message takes it as {max}/{min}
 * (JOURNEY_LIMIT_IN_TEXT when the text writes "188 characters" instead), and the widget's character count and a
 * logic rule on the field's own length must say the same number (JOURNEY_LIMIT_MISMATCH), so changing the rule's
 * 188 to 250 changes everything the resident reads.
 */
export function lintLimits(ctx: LintContext): void {
  ctx.journey.steps.forEach((step, s) => {
    for (const { field, pointer } of stepFields(step, `/steps/${s}`)) lintField(ctx, field, pointer);
  });
}

function lintField(ctx: LintContext, field: Field, pointer: string): void {
  const limits = fieldLimits(field);
  const max = limits.max;
  const count = (field.uiOptions as { characterCount?: unknown } | undefined)?.characterCount;
  if (max !== undefined && typeof count === 'number' && count !== max) {
    ctx.report(
      'JOURNEY_LIMIT_MISMATCH',
      childPointer(pointer, 'uiOptions', 'characterCount'),
      `The character count says ${count} characters, but the field's maxLength rule allows ${max}: make them the same, or the resident is told one limit and held to another.`,
    );
  }
  (field.validation ?? []).forEach((rule, i) => {
    const at = childPointer(pointer, 'validation', i);
    if (rule.rule === 'logic' && max !== undefined) {
      const found: Array<{ value: number; pointer: string }> = [];
      lengthLimits(rule.value, field.id, childPointer(at, 'value'), found);
      for (const limit of found.filter((f) => f.value !== max)) {
        ctx.report(
          'JOURNEY_LIMIT_MISMATCH',
          limit.pointer,
          `This rule compares the answer's length with ${limit.value}, but the field's maxLength rule allows ${max}: make them the same.`,
        );
      }
    }
    const named =
      rule.rule === 'minLength' || rule.rule === 'maxLength'
        ? [LIMIT_PARAM[rule.rule]]
        : rule.rule === 'logic'
          ? Object.keys(limits)
          : [];
    const key = messageKey(rule);
    const text = ctx.messageTexts && Object.hasOwn(ctx.messageTexts, key) ? ctx.messageTexts[key] : undefined;
    const written = text === undefined || named.length === 0 ? null : /\b(\d+)\s+characters?\b/i.exec(text);
    if (written) {
      const name = named[0] ?? 'max';
      ctx.report(
        'JOURNEY_LIMIT_IN_TEXT',
        childPointer(at, 'message'),
        `The text "${key}" ("${text}") writes the limit as ${written[1]}: write {${name}} instead (the rule gives its value, ${limits[name] ?? '?'}), so the message follows the rule when the limit changes.`,
      );
    }
  });
}
