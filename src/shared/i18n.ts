import type { MessageKey } from '../../locales/generated/en';
import { bundledMessages } from './bundled-messages';

/**
 * Every message code and label of the portal; English only (spec: "Language is English only"). The union of the keys
 * of the area files locales/en/*.json (locales/generated/en.ts, written by `npm run gen`; locales/README.md).
 */
export type { MessageKey };

const messages = new Map<string, string>(Object.entries(bundledMessages));

/** Adds texts to those t() knows; the production build's modules call it with the texts they name. */
export function registerMessages(texts: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(texts)) messages.set(key, text);
}

/**
 * The text of a message code with `{name}` placeholders filled. An unknown key is a programming error the
 * locale test catches, so it is shown as the key itself rather than crashing a resident's page.
 */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = messages.get(key) ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * For message codes that arrive as data (journeys, gateway answers, navigation state): the text, or undefined when
 * unknown. In the build a code's text comes with the code that names it; a page showing a code it was handed
 * (an error page after a reload, say) keeps a fallback for when that code's module has not loaded.
 */
export function tOptional(key: string, params: Record<string, string | number> = {}): string | undefined {
  return messages.has(key) ? t(key as MessageKey, params) : undefined;
}
