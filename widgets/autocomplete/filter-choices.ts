import type { Choice } from '../shared/widget-options';

/**
 * The choices whose label contains the typed text, ignoring case and surrounding spaces, in their own order.
 * Empty text matches nothing (the list opens on typing, or on the down arrow, which shows every choice).
 */
export function filterChoices(choices: readonly Choice[], typed: string): Choice[] {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle === '') return [];
  return choices.filter((choice) => choice.label.toLocaleLowerCase().includes(needle));
}

/** The one choice whose label is exactly the typed text (ignoring case and surrounding spaces), if any. */
export function exactChoice(choices: readonly Choice[], typed: string): Choice | undefined {
  const needle = typed.trim().toLocaleLowerCase();
  const matches = choices.filter((choice) => choice.label.trim().toLocaleLowerCase() === needle);
  return needle !== '' && matches.length === 1 ? matches[0] : undefined;
}
