import { ConditionError } from './errors';
import { evaluateCondition } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { readPath } from './read-path';
import { resolveText } from './resolve-text';
import type { Answers, JourneyState, ResolvedField, ResolvedStep, Text } from './types';

/** A choice as offered to the resident. */
export interface OptionView {
  readonly value: unknown;
  readonly label: Text;
  readonly hint?: Text;
}

/** Where a text read from data sits, for the analyst's error. */
export interface DataTextLocation {
  readonly stepId: string;
  readonly pointer: string;
  /** e.g. 'effects.duplicates[0].hint' */
  readonly path: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const hasOnly = (value: Record<string, unknown>, ...keys: string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

function invalid(value: unknown, where: DataTextLocation, expected: string): ConditionError {
  return new ConditionError(
    'CONDITION_THREW',
    where.stepId,
    where.pointer,
    `${where.path} must be ${expected}, got ${JSON.stringify(value) ?? 'undefined'}`,
  );
}

const TEXT = 'a text, a number, {"text": "…"} or {"key": "<message code>", "params"?: {…}}';
const PARAM = 'a text, a number, {"text": "…"}, {"key": …, "params"?: {…}} or {"date": "<ISO date>"}';

/** `{ key, params? }` with its parameters checked; it stays an object so the page knows to look the code up. */
function dataMessage(
  value: Record<string, unknown>,
  where: DataTextLocation,
): { key: string; params?: Record<string, unknown> } | null {
  if (!Object.hasOwn(value, 'key')) return null;
  const { key, params } = value;
  if (
    typeof key !== 'string' ||
    key === '' ||
    !hasOnly(value, 'key', 'params') ||
    !(params === undefined || isRecord(params))
  )
    throw invalid(value, where, TEXT);
  if (params === undefined) return { key };
  const checked = Object.fromEntries(
    Object.entries(params).map(([name, param]) => [
      name,
      dataParam(param, { ...where, path: `${where.path}.params.${name}` }),
    ]),
  );
  return { key, params: checked };
}

/** A placeholder's value: shown as it is, a text of its own, or a date; anything else is the data's mistake. */
function dataParam(value: unknown, where: DataTextLocation): unknown {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (!isRecord(value)) throw invalid(value, where, PARAM);
  if (hasOnly(value, 'text') && typeof value.text === 'string') return { text: value.text };
  if (hasOnly(value, 'date') && typeof value.date === 'string') return { date: value.date };
  const message = dataMessage(value, where);
  if (message) return message;
  throw invalid(value, where, PARAM);
}

/**
 * A label or hint read from data as a Text: text and numbers are literal ({text}), never locale keys; `{ text }`
 * likewise; `{ key, params? }` is a message code (its parameters literal values, texts of their own or dates) that
 * the page resolves. Anything else is a ConditionError at the optionsFrom path, never shown as it is.
 */
export function dataText(value: unknown, where: DataTextLocation): Text {
  if (typeof value === 'string' || typeof value === 'number') return { text: String(value) };
  if (!isRecord(value)) throw invalid(value, where, TEXT);
  if (hasOnly(value, 'text') && typeof value.text === 'string') return { text: value.text };
  const message = dataMessage(value, where);
  if (!message) throw invalid(value, where, TEXT);
  // A code without parameters is a plain locale key; one with parameters keeps them as data gave them.
  return message.params === undefined ? message.key : { key: message.key, params: message.params };
}

/**
 * The choices a field offers now: its static options whose `when` holds, or options built from data (`optionsFrom`),
 * or null for fields without choices.
 * Invariant: a text or number at an optionsFrom label or hint path is literal text ({text}), never a locale key; a
 * `{key, params}` there is a message code whose parameters are already values (literals, texts, dates), so such a
 * label is never passed through resolveText again; `{key, params}` labels of static choices come with their
 * parameters evaluated. A missing label reads as ''; a missing hint is no hint.
 */
export function fieldOptions(
  step: ResolvedStep,
  field: ResolvedField,
  answers: Answers,
  state: JourneyState,
): OptionView[] | null {
  const { options, optionsFrom } = field.definition;
  const item = field.item ?? step.item;
  if (options) {
    const data = logicData(answers, state, item);
    const at = (i: number, ...segments: string[]) => ({
      stepId: step.id,
      pointer: childPointer(field.pointer, 'options', i, ...segments),
    });
    return options.flatMap((o, i) => {
      if (!evaluateCondition(o.when, data, at(i, 'when'))) return [];
      // Only offered choices have their texts worked out: a hidden choice's parameters may rely on what hides it.
      return [
        {
          value: o.value,
          label: resolveText(o.label, data, at(i, 'label')),
          ...(o.hint ? { hint: resolveText(o.hint, data, at(i, 'hint')) } : {}),
        },
      ];
    });
  }
  if (!optionsFrom) return null;
  const source = readPath({ context: state.context, effects: state.effects, item }, optionsFrom.source);
  const elements = Array.isArray(source) ? source : [];
  const pointer = childPointer(field.pointer, 'optionsFrom', 'filter');
  const textAt = (index: number, which: 'label' | 'hint', path: string) => ({
    stepId: step.id,
    pointer: childPointer(field.pointer, 'optionsFrom', which),
    path: `${optionsFrom.source}[${index}]${path === '' ? '' : `.${path}`}`,
  });
  return elements
    .map((option, index) => ({ option, index }))
    .filter(({ option }) =>
      evaluateCondition(
        optionsFrom.filter,
        { ...logicData(answers, state, item), option },
        { stepId: step.id, pointer },
      ),
    )
    .map(({ option, index }) => {
      const label = readPath(option, optionsFrom.label);
      const hint = optionsFrom.hint === undefined ? undefined : readPath(option, optionsFrom.hint);
      return {
        value: readPath(option, optionsFrom.value),
        label:
          label === undefined || label === null
            ? { text: '' }
            : dataText(label, textAt(index, 'label', optionsFrom.label)),
        ...(hint === undefined || hint === null
          ? {}
          : { hint: dataText(hint, textAt(index, 'hint', optionsFrom.hint ?? '')) }),
      };
    });
}
