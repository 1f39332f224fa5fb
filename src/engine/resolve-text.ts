import type { MessageText, Text, TextWithParams } from '../../schemas/generated/journey';
import { ConditionError } from './errors';
import { evaluateLogic, type LogicData, type LogicLocation } from './evaluate-logic';
import { childPointer } from './json-pointer';

/** Values of a message's placeholders, ready for t(key, params). */
export type TextParams = Readonly<Record<string, string | number>>;

/** A message as the runtime shows it: its locale key and the values of its placeholders. */
export interface ResolvedMessage {
  readonly code: string;
  readonly params?: TextParams;
}

function isTextWithParams(text: unknown): text is TextWithParams {
  return text !== null && typeof text === 'object' && 'key' in text;
}

function paramValue(value: unknown, name: string, where: LogicLocation): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  // A list of texts or numbers (e.g. chosen reasons) reads as "a, b"; anything else is a mistake in the journey.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(', ');
  throw new ConditionError(
    'CONDITION_THREW',
    where.stepId,
    where.pointer,
    `Text parameter "${name}" must be a text or a number, got ${JSON.stringify(value)}`,
  );
}

const isMissing = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function evaluateParams(
  text: TextWithParams,
  data: LogicData,
  where: LogicLocation,
): { params: Record<string, string | number>; missing: boolean } {
  const params: Record<string, string | number> = {};
  let missing = false;
  for (const [name, logic] of Object.entries(text.params)) {
    const at = { stepId: where.stepId, pointer: childPointer(where.pointer, 'params', name) };
    const value = evaluateLogic(logic, data, at);
    if (isMissing(value)) missing = true;
    params[name] = paramValue(value, name, at);
  }
  return { params, missing };
}

/**
 * Works out a text's parameters: `{key, params: {name: logic}}` becomes `{key, params: {name: value}}` (null and
 * missing values as ''), or the `fallback` key when a value is missing and a fallback is given. Locale keys and
 * literal texts are returned as they are.
 * Invariant: the result is still a valid Text (its params are literals), so resolving twice changes nothing; a
 * parameter that throws or is not a text, a number or a list of them is a ConditionError at its own pointer.
 */
export function resolveText<T extends Text | undefined>(text: T, data: LogicData, where: LogicLocation): T {
  if (!isTextWithParams(text)) return text;
  const { params, missing } = evaluateParams(text, data, where);
  // The fallback is a plain key; every property typed as Text accepts a key.
  if (missing && text.fallback !== undefined) return text.fallback as T;
  return { key: text.key, params } as T;
}

/**
 * A blocking or warning message as a code and parameters: the static `params` of the rule, overlaid by the values
 * of a `{key, params}` message (or its fallback when a value is missing).
 * Invariant: a plain message code keeps exactly the static params it had.
 */
export function resolveMessage(
  message: MessageText,
  staticParams: TextParams | undefined,
  data: LogicData,
  where: LogicLocation,
): ResolvedMessage {
  if (!isTextWithParams(message)) return { code: message, ...(staticParams ? { params: staticParams } : {}) };
  const { params, missing } = evaluateParams(message, data, where);
  if (missing && message.fallback !== undefined)
    return { code: message.fallback, ...(staticParams ? { params: staticParams } : {}) };
  return { code: message.key, params: { ...staticParams, ...params } };
}
