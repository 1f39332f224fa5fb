import { isEmptyAnswer } from './answer-values';
import { walkPath } from './compute-path';
import { fieldOptions } from './field-options';
import { ConditionError } from './errors';
import { evaluateLogic, type LogicData, type LogicLocation } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { resolveText } from './resolve-text';
import type { Answers, JourneyState, LoadedJourney, Text } from './types';

/** One row of a check-answers page. */
export interface SummaryRow {
  readonly stepId: string;
  readonly fieldId: string;
  readonly label: Text;
  /** The stored answer. */
  readonly value: unknown;
  /**
   * What to show: the field's summary.value when it has one, else option labels (locale keys or literal text) or the
   * answer as literal text.
   */
  readonly display: readonly Text[];
  /** Route of the step to change the answer (add the summary's id so the runtime returns to it). */
  readonly changeRoute: string;
}

/** Keys an answer that is an object (an uploaded file, a chosen record) is shown by, in order of preference. */
const NAME_KEYS = ['label', 'fileName', 'name'] as const;

/** How one answer value reads: its option's label, Yes or No, an object's name, else the value as it is. */
function displayOfValue(value: unknown, options: ReadonlyArray<{ value: unknown; label: Text }> | null): Text {
  const option = options?.find((o) => o.value === value);
  if (option) return option.label;
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'boolean') return value ? 'widget_yes' : 'widget_no';
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const name = NAME_KEYS.map((key) => record[key]).find(
      (candidate) => typeof candidate === 'string' && candidate !== '',
    );
    if (typeof name === 'string') return { text: name };
  }
  return { text: JSON.stringify(value) };
}

function displayOf(value: unknown, options: ReadonlyArray<{ value: unknown; label: Text }> | null): Text[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => displayOfValue(v, options));
}

/**
 * The row a field's `summary.value` asks for (e.g. {"format-phone": [...]}): text or a number as it is, a list of them
 * one line each. Anything else is a mistake in the journey, reported at the expression.
 */
function shownValue(logic: unknown, data: LogicData, where: LogicLocation): Text[] {
  const value = evaluateLogic(logic, data, where);
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new ConditionError(
      'CONDITION_THREW',
      where.stepId,
      where.pointer,
      `A summary value must be a text, a number or a list of them, got ${JSON.stringify(value)}`,
    );
  }
  return values.map((v) => ({ text: String(v) }));
}

/**
 * The rows of a check-answers page: every answered, visible field of the question steps on the path (before the
 * summary step when one is given), in path order.
 * Invariant: built from on-path answers only, so an answer of a skipped or hidden question never appears; labels
 * with parameters see the answers up to and including their own step, as on the question page.
 */
export function summariseAnswers(journey: LoadedJourney, state: JourneyState, summaryStepId?: string): SummaryRow[] {
  const { expanded, path } = walkPath(journey, state);
  const end = summaryStepId === undefined ? -1 : path.steps.indexOf(summaryStepId);
  const stepIds = end === -1 ? path.steps : path.steps.slice(0, end);
  const rows: SummaryRow[] = [];
  let seen: Answers = {};
  for (const stepId of stepIds) {
    const step = expanded.byId.get(stepId);
    if (!step) continue;
    const visible = new Set(path.fields[stepId] ?? []);
    const own: Record<string, unknown> = {};
    for (const id of visible) if (Object.hasOwn(path.onPathAnswers, id)) own[id] = path.onPathAnswers[id];
    seen = { ...seen, ...own };
    if (step.definition.kind !== 'question') continue;
    for (const field of step.fields) {
      const { id, summary, label } = field.definition;
      if (!visible.has(id) || summary?.hide || isEmptyAnswer(own[id])) continue;
      const where = {
        stepId,
        pointer:
          summary?.label === undefined
            ? childPointer(field.pointer, 'label')
            : childPointer(field.pointer, 'summary', 'label'),
      };
      const data = logicData(seen, state, field.item ?? step.item);
      rows.push({
        stepId,
        fieldId: id,
        label: resolveText(summary?.label ?? label, data, where),
        value: own[id],
        display:
          summary?.value === undefined
            ? displayOf(own[id], fieldOptions(step, field, seen, state))
            : shownValue(summary.value, data, { stepId, pointer: childPointer(field.pointer, 'summary', 'value') }),
        changeRoute: step.definition.route,
      });
    }
  }
  return rows;
}
