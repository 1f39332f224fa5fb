import { tOptional } from '../app/i18n';
import type { Text } from '../engine';

/**
 * The words of a journey text: a locale key of locales/en.json, or `{ text }` that came from data. An unknown key
 * is shown as itself (the journey lint reports it) rather than breaking a resident's page.
 */
export function textOf(text: Text | undefined, params: Readonly<Record<string, string | number>> = {}): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return tOptional(text, { ...params }) ?? text;
  return text.text;
}

/** The translator buildUiSchema and the page use (injectable so tests can see which codes were shown). */
export type Translate = typeof textOf;
