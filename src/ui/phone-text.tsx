import type { ReactNode } from 'react';
import { PhoneNumber } from './phone-number';

/**
 * UK phone numbers as messages write them ("0800 111 999", "0300 123 3456", "07700 900123"), and 999. A number in a
 * message is one the resident is asked to call.
 */
const PHONE_NUMBER = /\b0\d{2,4}(?: \d{3,6}){1,2}\b|\b0\d{9,10}\b|\b999\b/g;

/** A message's words with each phone number in it a PhoneNumber: a tel: link on a small screen only (portal.md §8). */
export function withPhoneNumbers(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(PHONE_NUMBER)) {
    parts.push(text.slice(from, match.index));
    parts.push(<PhoneNumber number={match[0]} key={match.index} />);
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(from));
  return parts;
}
