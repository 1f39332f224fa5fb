import type { Text } from '../engine';

/**
 * What a way out or an ending passes to the page it goes to as navigation state `journeyMessage` (the home page
 * shows it as a banner): a locale key, `{key, params}` with the values already worked out as plain strings, or
 * literal text.
 */
export type JourneyMessage = string | { readonly key: string; readonly params: Readonly<Record<string, string>> } | { readonly text: string };

/**
 * A resolved journey text (exitPlan's message) as navigation state.
 * Invariant: navigation state is stored by the history API, so only plain strings go in it; numbers become text.
 */
export function journeyMessageOf(text: Text): JourneyMessage {
  if (typeof text === 'string' || 'text' in text) return text;
  return { key: text.key, params: Object.fromEntries(Object.entries(text.params).map(([name, value]) => [name, typeof value === 'string' ? value : String(value ?? '')])) };
}
