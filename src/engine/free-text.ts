import { isEmailAddress } from './email-address';

// The specification's free-text checks, in one place: journeys check them as the resident continues (the
// `freeText` validation rule) and the sandbox gateway refuses request bodies that break them (decision 0029).

/**
 * repairs.md §5 "Free-text check": angle brackets, semicolons, encoded brackets, script or alert words are
 * refused. Encoded brackets are HTML entities (named, decimal, hexadecimal, &amp; first or not), percent
 * encoding (once or twice) and JavaScript escapes; the text is checked in its NFKC form, so the full-width and
 * small-form brackets (＜ ﹤) count as the brackets they look like. Words are whole words ("description" holds
 * no "script").
 */
const UNSAFE_FREE_TEXT =
  /[<>;]|&(?:amp;)*(?:lt|gt)|&(?:amp;)*#0*6[02]|&(?:amp;)*#x0*3[ce]|%(?:25)*3[ce]|\\u0*3[ce]|\\x3[ce]|\b(?:java|vb)?script\b|\balert\b/iu;

/** True when `text` passes the repair free-text check of repairs.md §5. */
export function isSafeFreeText(text: string): boolean {
  return !UNSAFE_FREE_TEXT.test(text.normalize('NFKC'));
}

/** A web address as the portal's character rules see one (src/engine/character-rules.ts). */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+/giu;

/**
 * portal.md §5, the financial referral's details: & * % ! < > are not allowed, web addresses are ignored in the
 * check. A web address may hold & % ! * (a query string), but never an angle bracket: no address has one
 * unencoded (RFC 3986), so `https://x.org/<script>` is refused, not waved through as an address.
 */
export function isReferralText(text: string): boolean {
  const normalised = text.normalize('NFKC');
  if (/[<>]/u.test(normalised)) return false;
  return !/[&*%!]/u.test(normalised.replace(WEB_ADDRESS, ' '));
}

/** The text checks of the specification a journey's `freeText` rule can name (e-mail: src/engine/email-address.ts). */
export const FREE_TEXT_CHECKS = { repair: isSafeFreeText, referral: isReferralText, email: isEmailAddress } as const;

export type FreeTextCheck = keyof typeof FREE_TEXT_CHECKS;
