import { tOptional } from '../shared/i18n';
import type { Text } from '../engine';

/** A value the engine worked out for a placeholder: texts and numbers as given, anything else (none) as ''. */
const shown = (value: unknown): string | number => (typeof value === 'string' || typeof value === 'number' ? value : '');

/**
 * The words of a journey text: a locale key of locales/en.json, `{ text }` that came from data, or `{ key, params }`
 * whose params the engine has already evaluated (describeStep, summariseAnswers, blockingFor resolve them). An
 * unknown key is shown as itself (the journey lint reports it) rather than breaking a resident's page.
 */
export function textOf(text: Text | undefined, params: Readonly<Record<string, string | number>> = {}): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return tOptional(text, { ...params }) ?? text;
  if ('text' in text) return text.text;
  const values = Object.fromEntries(Object.entries(text.params).map(([name, value]) => [name, shown(value)]));
  return tOptional(text.key, { ...params, ...values }) ?? text.key;
}

/** The translator buildUiSchema and the page use (injectable so tests can see which codes were shown). */
export type Translate = typeof textOf;
