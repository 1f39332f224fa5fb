import type { Choice } from '../shared/widget-options';

/** Search words by choice value (ui:options.searchTerms), e.g. a case type's keywords. */
export type SearchTerms = ReadonlyMap<string, readonly string[]>;

/** The search terms a journey gave the widget ({ "<value>": ["word", …] }), or undefined when it gave none. */
export function readSearchTerms(value: unknown): SearchTerms | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, words]): [string, string[]] => [
    key,
    Array.isArray(words)
      ? words
          .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
          .map((w) => w.trim().toLocaleLowerCase())
      : [],
  ]);
  return new Map(entries);
}

/**
 * How many of a choice's search terms the typed text mentions: a term is mentioned when the text contains it, or
 * when a typed word of three letters or more begins it ("neighb" mentions "neighbour").
 */
function hitCount(terms: readonly string[], needle: string, words: readonly string[]): number {
  return terms.filter(
    (term) => needle.includes(term) || words.some((word) => word.length >= 3 && term.startsWith(word)),
  ).length;
}

/**
 * The choices that match the typed text, most relevant first (portal.md §4 Case type relevance): a choice matches
 * when its label contains the text or the text mentions one of its terms; more terms mentioned come first, ties keep
 * the choices' own order. Each choice is listed once, whatever its count (docs/decisions/0039).
 */
export function rankChoices(choices: readonly Choice[], typed: string, terms: SearchTerms): Choice[] {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const words = needle.split(/\s+/);
  return choices
    .map((choice, order) => ({
      choice,
      order,
      hits: hitCount(terms.get(String(choice.value)) ?? [], needle, words),
      label: choice.label.toLocaleLowerCase().includes(needle),
    }))
    .filter((entry) => entry.label || entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map((entry) => entry.choice);
}
