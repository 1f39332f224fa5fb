import table from '../../../rules/repair-work-order-fields.json';
import type { WorkOrderFieldsTable } from '../../../schemas/generated/rules.work-order-fields';
import type { EffectInput } from '../effect-input';
import { EffectInputError } from '../errors';

export type { WorkOrderFieldsTable } from '../../../schemas/generated/rules.work-order-fields';

/**
 * The repair journey's answers ↔ work order table (rules/repair-work-order-fields.json), read by saving and by
 * resuming alike, so an analyst adds a field to both by adding a row (docs/decisions/0041).
 */
export const REPAIR_WORK_ORDER_FIELDS = table as WorkOrderFieldsTable;

type Kind = WorkOrderFieldsTable['fields'][number]['kind'];

const KIND_CHECK: Readonly<Record<Kind, (value: unknown) => boolean>> = {
  text: (value) => typeof value === 'string',
  integer: (value) => typeof value === 'number' && Number.isInteger(value),
  flag: (value) => typeof value === 'boolean',
};

const EXPECTED: Readonly<Record<Kind, string>> = { text: 'a text', integer: 'a whole number', flag: 'true or false' };

/** The 'repair.saveDraft' inputs the table adds: one per work-order field, by the field's name. */
export const tableInputNames = (fields: WorkOrderFieldsTable = REPAIR_WORK_ORDER_FIELDS): readonly string[] =>
  fields.fields.map((row) => row.workOrder);

/** The table's fields among the inputs, type-checked by their kind; trimmed texts, empty ones and nulls left out. */
export function savedTableFields(
  input: EffectInput,
  fields: WorkOrderFieldsTable = REPAIR_WORK_ORDER_FIELDS,
): Record<string, unknown> {
  const saved: Record<string, unknown> = {};
  for (const { workOrder, kind } of fields.fields) {
    const value = input[workOrder];
    if (value === undefined || value === null) continue;
    if (!KIND_CHECK[kind](value)) throw new EffectInputError(workOrder, EXPECTED[kind]);
    if (typeof value !== 'string') saved[workOrder] = value;
    else if (value.trim() !== '') saved[workOrder] = value.trim();
  }
  return saved;
}

/** One field's answer from the work order's value, or undefined when the draft does not tell it. */
function answerOf(kind: Kind, answerAs: 'text' | undefined, value: unknown): unknown {
  if (kind === 'text') return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  if (kind === 'integer') return typeof value === 'number' ? (answerAs === 'text' ? String(value) : value) : undefined;
  // A flag is given back only when true: false is also what a draft that never asked the question holds.
  return value === true ? true : undefined;
}

/** The answers the table's rows give back from a work order (read in its flat field names), by journey field id. */
export function restoredTableAnswers(
  workOrder: object,
  fields: WorkOrderFieldsTable = REPAIR_WORK_ORDER_FIELDS,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const { workOrder: name, kind, answer, answerAs } of fields.fields) {
    if (answer === undefined) continue;
    const value = answerOf(kind, answerAs, (workOrder as Readonly<Record<string, unknown>>)[name]);
    if (value !== undefined) answers[answer] = value;
  }
  return answers;
}
