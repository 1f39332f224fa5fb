/**
 * The character rules the gateway holds request text to (decision 0029). The schemas name a rule with the
 * `textRule` keyword (schema-validator.ts); the control-character rule holds for every string of every body.
 */

import { isEmailAddress } from '../../src/engine/email-address';
import { isReferralText, isSafeFreeText } from '../../src/engine/free-text';

export { isReferralText, isSafeFreeText };

/**
 * Characters no string of a request may hold (decision 0029): C0 controls other than tab, line feed and carriage
 * return (NUL among them), DEL and the C1 controls, the bidirectional embeddings and overrides U+202A–U+202E
 * and isolates U+2066–U+2069 (a right-to-left override flips how the text reads on the detail page), and lone
 * surrogates (not text at all). Left-to-right and right-to-left marks stay allowed: they are how bidirectional
 * text is written.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this expression is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** `text` with each such character written as \uXXXX, for an error that has to name a field called that. */
export function escapeControlCharacters(text: string): string {
  return text.replace(
    new RegExp(CONTROL_CHARACTER.source, 'gu'),
    (ch) => `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}

/** The rules a schema can name with `"textRule": "<name>"`, with the error each one answers. */
export const TEXT_RULES = {
  'repair-free-text': {
    test: isSafeFreeText,
    code: 'free-text',
    message:
      'contains characters or words that are not allowed: angle brackets, semicolons, encoded brackets, script or alert',
  },
  'email-address': {
    test: isEmailAddress,
    code: 'email',
    message:
      'is not an e-mail address the portal accepts (portal.md §5: at most 64 characters before the @, 48 after it, 100 in all, no special characters before the @, never "-@")',
  },
  'referral-free-text': {
    test: isReferralText,
    code: 'forbidden-characters',
    message: 'contains characters that are not allowed: & * % ! < > (& * % ! only inside a web address)',
  },
} as const satisfies Record<string, { test: (text: string) => boolean; code: string; message: string }>;

export type TextRuleName = keyof typeof TEXT_RULES;

export const TEXT_RULE_NAMES = Object.keys(TEXT_RULES) as TextRuleName[];

export const CONTROL_CHARACTER_PROBLEM = {
  code: 'control-character',
  message: 'contains a control character or a text-direction override, which no field accepts',
} as const;
