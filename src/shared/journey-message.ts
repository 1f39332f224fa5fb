import type { Text } from '../engine';
import { tOptional } from './i18n';

/**
 * What a way out or an ending passes to the page it goes to as navigation state `journeyMessage` (the home page
 * shows it as a banner): a locale key, `{key, params}` with the values already worked out as plain strings, or
 * literal text.
 */
export type JourneyMessage =
  string | { readonly key: string; readonly params: Readonly<Record<string, string>> } | { readonly text: string };

/**
 * A resolved journey text (exitPlan's message) as navigation state.
 * Invariant: navigation state is stored by the history API, so only plain strings go in it; numbers become text.
 */
export function journeyMessageOf(text: Text): JourneyMessage {
  if (typeof text === 'string' || 'text' in text) return text;
  return {
    key: text.key,
    params: Object.fromEntries(
      Object.entries(text.params).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : String(value ?? ''),
      ]),
    ),
  };
}

/** An ending's pop-up as navigation state: its heading and text, each as a message is. */
export interface JourneyDialog {
  readonly title: JourneyMessage;
  readonly body: JourneyMessage;
}

/** Navigation state of the home page after a journey ended with a message, a pop-up or both. */
export interface JourneyMessageState {
  journeyMessage?: JourneyMessage;
  journeyDialog?: JourneyDialog;
}

/** A resolved ending pop-up (exitPlan's dialog) as navigation state. */
export function journeyDialogOf(dialog: { readonly title: Text; readonly body: Text }): JourneyDialog {
  return { title: journeyMessageOf(dialog.title), body: journeyMessageOf(dialog.body) };
}

function readParams(value: unknown): Record<string, string | number> {
  if (typeof value !== 'object' || value === null) return {};
  const params: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  }
  return params;
}

/** Whether the navigation state carries a journey message or pop-up at all (shown or not, it is then cleared). */
export function hasJourneyMessage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && ('journeyMessage' in state || 'journeyDialog' in state);
}

/**
 * The text of the journey message in a navigation state, or null. A code the locale does not know shows nothing:
 * a raw code such as "SSR068" would mean nothing to a resident.
 */
export function journeyMessageText(state: unknown): string | null {
  if (!hasJourneyMessage(state)) return null;
  return messageText((state as { journeyMessage?: unknown }).journeyMessage);
}

/** The heading and text of the ending's pop-up in a navigation state, or null (also when either text is unknown). */
export function journeyDialogTexts(state: unknown): { readonly title: string; readonly body: string } | null {
  if (!hasJourneyMessage(state)) return null;
  const dialog = (state as { journeyDialog?: unknown }).journeyDialog;
  if (typeof dialog !== 'object' || dialog === null) return null;
  const title = messageText((dialog as Record<string, unknown>).title);
  const body = messageText((dialog as Record<string, unknown>).body);
  return title !== null && body !== null ? { title, body } : null;
}

function messageText(message: unknown): string | null {
  if (typeof message === 'string') return tOptional(message) ?? null;
  if (typeof message !== 'object' || message === null) return null;
  const { key, params, text } = message as Record<string, unknown>;
  if (typeof key === 'string') return tOptional(key, readParams(params)) ?? null;
  // The journey language also allows literal text ({"text": "…"}) for an ending's message.
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** The navigation state without its journey message and pop-up (null when nothing else was in it). */
export function withoutJourneyMessage(state: unknown): Record<string, unknown> | null {
  if (typeof state !== 'object' || state === null) return null;
  const rest: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  delete rest.journeyMessage;
  delete rest.journeyDialog;
  return Object.keys(rest).length > 0 ? rest : null;
}
