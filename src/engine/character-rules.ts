import type { CharactersRule } from '../../schemas/generated/journey';

const classTests: Readonly<Record<'letters' | 'digits' | 'spaces', RegExp>> = {
  letters: /^[\p{L}\p{M}]$/u,
  digits: /^\p{Nd}$/u,
  spaces: /^\s$/u,
};

// Web addresses: "https://…", "http://…" or "www.…" up to the next space.
const webAddress = /\b(?:https?:\/\/|www\.)\S+/giu;

function inSet(rule: CharactersRule, char: string): boolean {
  if (rule.characters !== undefined && rule.characters.includes(char)) return true;
  return (rule.classes ?? []).some((c) => classTests[c].test(char));
}

function isRejected(rule: CharactersRule, char: string): boolean {
  return rule.rule === 'allowedCharacters' ? !inSet(rule, char) : inSet(rule, char);
}

/**
 * True when the text breaks a characters rule (a character outside the allowed set, or a forbidden one).
 * Invariant: with ignore "urls", characters inside web addresses are never counted.
 */
export function breaksCharacterRule(rule: CharactersRule, text: string): boolean {
  const checked = rule.ignore === 'urls' ? text.replace(webAddress, ' ') : text;
  return [...checked].some((char) => isRejected(rule, char));
}

/**
 * Removes the characters a rule rejects.
 * Invariant: web addresses are kept whole when the rule ignores them; every other character keeps its order.
 */
export function stripCharacters(rule: CharactersRule, text: string): string {
  const strip = (part: string): string => [...part].filter((char) => !isRejected(rule, char)).join('');
  if (rule.ignore !== 'urls') return strip(text);
  let result = '';
  let last = 0;
  for (const match of text.matchAll(webAddress)) {
    result += strip(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + strip(text.slice(last));
}
