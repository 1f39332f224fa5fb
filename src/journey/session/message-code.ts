import type { Text } from '../../engine';

/** The message code of a journey text: its locale key, or the literal text for text from data. */
export function messageCode(text: Text): string {
  if (typeof text === 'string') return text;
  return 'key' in text ? text.key : text.text;
}
