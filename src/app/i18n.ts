import en from '../../locales/en.json';

/** Every message code and label of the portal; English only (spec: "Language is English only"). */
export type MessageKey = keyof typeof en;

const messages: Record<string, string> = en;

/**
 * The text of a message code with `{name}` placeholders filled. An unknown key is a programming error the
 * locale test catches, so it is shown as the key itself rather than crashing a resident's page.
 */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = messages[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** For message codes that arrive as data (journeys, gateway answers): the text, or undefined when unknown. */
export function tOptional(key: string, params: Record<string, string | number> = {}): string | undefined {
  return key in messages ? t(key as MessageKey, params) : undefined;
}
