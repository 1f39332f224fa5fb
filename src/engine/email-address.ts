// portal.md §5 "E-mail rules (statement and profile)", in one place: the profile's e-mail field (a journey's
// `freeText` rule with `check: "email"`) and the sandbox gateway (schemas' `"textRule": "email-address"`) use it.

/** §9: at most 64 characters before the @, 48 after it, 100 in all. */
export const EMAIL_LIMITS = { local: 64, domain: 48, whole: 100 } as const;

/**
 * A standard address whose local part holds no special characters: letters, digits and . _ % + - (no leading,
 * trailing or doubled dot), a domain of dot-separated labels (letters, digits, inner hyphens) ending in a top-level
 * domain of two or more letters.
 */
const SHAPE = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/u;

/** True when `text` is an e-mail address the specification accepts. */
export function isEmailAddress(text: string): boolean {
  if (text.length > EMAIL_LIMITS.whole || text.includes('-@')) return false;
  const at = text.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LIMITS.local || text.length - at - 1 > EMAIL_LIMITS.domain) return false;
  return SHAPE.test(text);
}
