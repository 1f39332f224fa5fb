/**
 * The parts of a message shown as a list (a blocking outcome's or warning's `presentation.list`): repairs.md §8 has
 * E21 and SSR037 "render a list split on question marks", so the locale text is written as a lead and its steps with
 * a question mark between each ("If you can smell gas:?Call …?Open doors and windows."). The first part is the lead,
 * the rest the list's items; parts are trimmed and empty ones dropped.
 * Invariant: a text without a question mark is one part, the lead, with no items.
 */
export function messageParts(text: string): { readonly lead: string; readonly items: readonly string[] } {
  const [lead = '', ...items] = text
    .split('?')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return { lead, items };
}
