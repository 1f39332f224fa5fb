import type { WorkOrderFieldsTable } from '../../../schemas/generated/rules.work-order-fields';
import { childPointer } from '../json-pointer';
import { journeyTableLint } from './journey-table-lint';
import type { RuleProblem } from './lint-rule';
import { didYouMean, listNames } from './near-names';

/** A work-order field's kind as the gateway's schema types it; `other` for objects and lists (built in TypeScript). */
export type GatewayFieldKind = 'text' | 'integer' | 'flag' | 'other';

/** What the answers ↔ work order table is checked against, read by the tools (the lint reads no files). */
export interface WorkOrderFieldsLintOptions {
  /** The work order's fields a draft may carry (the gateway's work-order update), by name, with their kind. */
  readonly gatewayFields: Readonly<Record<string, GatewayFieldKind>>;
  /**
   * The table's journey's fields (included journeys' too), with their fixed option values; undefined when the
   * journey could not be read (RULE_UNKNOWN_JOURNEY says so).
   */
  readonly journeyFields?: Readonly<Record<string, { readonly options?: readonly unknown[] }>>;
}

/**
 * Checks the answers ↔ work order table (rules/repair-work-order-fields.json) against the gateway and the journey,
 * so a mistake shows in the lint instead of a draft the gateway refuses or an answer silently never restored.
 * Invariant: pure; one problem per mistake, with the name meant where one is near.
 */
export function lintWorkOrderFields(table: WorkOrderFieldsTable, options: WorkOrderFieldsLintOptions): RuleProblem[] {
  const gatewayNames = Object.keys(options.gatewayFields);
  const journeyFields = options.journeyFields;
  const fieldIds = journeyFields ? Object.keys(journeyFields) : [];
  const { problems, report, onePerKey } = journeyTableLint(table.journey, journeyFields !== undefined);
  const checkAnswer = (answer: string, pointer: string): boolean => {
    if (!journeyFields || Object.hasOwn(journeyFields, answer)) return true;
    report(
      'RULE_UNKNOWN_ANSWER',
      pointer,
      `The ${table.journey} journey has no field "${answer}", so nothing would be restored to it.${didYouMean(answer, fieldIds)}`,
    );
    return false;
  };
  const oneRowPerField = onePerKey();
  const oneRowPerAnswer = onePerKey();
  table.fields.forEach((row, i) => {
    const at = childPointer('/fields', i);
    const message = `"${row.workOrder}" has a row already: keep one row per work-order field.`;
    oneRowPerField(row.workOrder, childPointer(at, 'workOrder'), message);
    const kind = Object.hasOwn(options.gatewayFields, row.workOrder) ? options.gatewayFields[row.workOrder] : undefined;
    if (kind === undefined) {
      report(
        'RULE_UNKNOWN_WORK_ORDER_FIELD',
        childPointer(at, 'workOrder'),
        `The work order has no field "${row.workOrder}": the gateway would refuse every draft that carries it.${didYouMean(row.workOrder, gatewayNames)}`,
      );
    } else if (kind !== row.kind) {
      const should = kind === 'other' ? 'built from several answers in TypeScript, not saved as it is' : `"${kind}"`;
      report(
        'RULE_WORK_ORDER_KIND',
        childPointer(at, 'kind'),
        `The work order's "${row.workOrder}" is ${should}; the row says "${row.kind}".`,
      );
    }
    if (row.answerAs !== undefined && row.kind !== 'integer')
      report(
        'RULE_ANSWER_AS',
        childPointer(at, 'answerAs'),
        `"answerAs" gives a whole number back as text: a ${row.kind} field is given back as it is, so remove it.`,
      );
    if (row.answer === undefined) return;
    oneRowPerAnswer(
      row.answer,
      childPointer(at, 'answer'),
      `Answer "${row.answer}" is given back by another row already: one work-order field restores each answer.`,
    );
    checkAnswer(row.answer, childPointer(at, 'answer'));
  });
  const levels = table.assetLevels;
  if (!checkAnswer(levels.answer, '/assetLevels/answer') || !journeyFields) return problems;
  const values = journeyFields[levels.answer]?.options;
  const oneRowPerLevel = onePerKey();
  levels.levels.forEach((row, i) => {
    const at = childPointer('/assetLevels/levels', i);
    const message = `Level "${row.level}" has a row already: keep one row per level.`;
    oneRowPerLevel(row.level, childPointer(at, 'level'), message);
    if (values && !values.includes(row.value)) {
      const texts = values.filter((v): v is string => typeof v === 'string');
      report(
        'RULE_UNKNOWN_OPTION_VALUE',
        childPointer(at, 'value'),
        `"${row.value}" is not an option value of "${levels.answer}", so this level could never be chosen or restored.${didYouMean(row.value, texts)} The values are ${listNames(texts)}.`,
      );
    }
  });
  return problems;
}
