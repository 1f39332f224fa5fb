import { tOptional } from '../shared/i18n';
import { ukLongDate } from '../shared/dates';
import type { Text } from '../engine';

/**
 * How a `{ date }` parameter reads: the UK long date on the London clock ("12 March 2026"), or a dash when the date
 * is missing or unreadable. The one place a text's date parameter is formatted.
 */
export function dateParamText(date: string): string {
  return ukLongDate(date) ?? '-';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What a placeholder shows: texts and numbers as given; a text of its own (`{ text }`, or `{ key, params? }` from
 * data such as an effect's result) resolved the same way; `{ date }` as the UK long date; anything else (none) as ''.
 */
function shown(value: unknown): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (!isRecord(value)) return '';
  if (typeof value.date === 'string') return dateParamText(value.date);
  // The engine checked its shape when it read the option (fieldOptions).
  if (typeof value.text === 'string' || typeof value.key === 'string') return textOf(value as unknown as Text);
  return '';
}

/**
 * The words of a journey text: a locale key of locales/en, `{ text }` that came from data, or `{ key, params }`
 * whose params the engine has already evaluated (describeStep, summariseAnswers, blockingFor resolve them) or that
 * data gave as values (an optionsFrom label or hint: literals, texts of their own, `{ date }`). An unknown key is
 * shown as itself (the journey lint reports it) rather than breaking a resident's page.
 */
export function textOf(text: Text | undefined, params: Readonly<Record<string, string | number>> = {}): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return tOptional(text, { ...params }) ?? text;
  if ('text' in text) return text.text;
  // A code from data may come without params ({ key }).
  const values = Object.fromEntries(Object.entries(text.params ?? {}).map(([name, value]) => [name, shown(value)]));
  return tOptional(text.key, { ...params, ...values }) ?? text.key;
}

/** The translator buildUiSchema and the page use (injectable so tests can see which codes were shown). */
export type Translate = typeof textOf;
