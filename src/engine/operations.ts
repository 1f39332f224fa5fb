// The custom json-logic operations journeys may use, in one place. Each is typed: a wrong argument type throws a
// TypeError, which the evaluator turns into a ConditionError (a visible error, never a silent false).
// The compiled conditions call them (compile-logic.ts); the tests add them to json-logic-js, the reference they are
// held to (tests/engine/support/reference-logic.ts).
// Each only reads its arguments and never returns one: the compiled conditions (compile-logic.ts) pass a list written
// in a condition as it is, where json-logic-js would pass a fresh copy.

type Operation = (...args: unknown[]) => unknown;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const dayMs = 86_400_000;

function toUtcDay(value: unknown, op: string): number {
  const match = typeof value === 'string' ? isoDate.exec(value) : null;
  if (!match) throw new TypeError(`${op}: expected a date "YYYY-MM-DD", got ${JSON.stringify(value)}`);
  const [, y, m, d] = match;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

function formatUtcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function expectList(value: unknown, op: string): readonly unknown[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new TypeError(`${op}: expected a list, got ${JSON.stringify(value)}`);
  return value;
}

/**
 * `{"includes-any": [answer, [candidates…]]}`: true when the answer (a value or a list of values) contains at least
 * one candidate, compared with ===. Example: damp and mould q7_1 includes any of 2, 3, 4, 5.
 */
function includesAny(answer: unknown, candidates: unknown): boolean {
  const wanted = expectList(candidates, 'includes-any');
  const given = Array.isArray(answer) ? answer : answer === null || answer === undefined ? [] : [answer];
  return given.some((v) => wanted.includes(v));
}

/** `{"is-empty": [value]}`: true for undefined, null, text of only spaces, an empty list or an empty object. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** `{"length": [value]}`: characters in a text or items in a list; 0 for null. Example: details reach 1500. */
function length(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  throw new TypeError(`length: expected a text or a list, got ${JSON.stringify(value)}`);
}

/**
 * `{"split": [text, separator]}`: the text cut at each separator, each part trimmed, empty parts dropped; [] for null.
 * Example: eligibility supplimentaryCodes "E35, E36".
 */
function split(text: unknown, separator: unknown): string[] {
  if (text === null || text === undefined) return [];
  if (typeof text !== 'string' || typeof separator !== 'string' || separator === '') {
    throw new TypeError('split: expected a text and a non-empty separator');
  }
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * `{"working-days-after": [date, n, holidays?]}`: the date n working days (Monday to Friday, not in the optional
 * list of "YYYY-MM-DD" holidays) after the date, as "YYYY-MM-DD". Example: Mon 2025-11-03 + 10 → 2025-11-17.
 */
function workingDaysAfter(date: unknown, n: unknown, holidays?: unknown): string {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new TypeError(`working-days-after: expected a whole number of days, got ${JSON.stringify(n)}`);
  }
  const skip = new Set(expectList(holidays, 'working-days-after').map(String));
  let day = toUtcDay(date, 'working-days-after');
  for (let counted = 0; counted < n;) {
    day += dayMs;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !skip.has(formatUtcDay(day))) counted += 1;
  }
  return formatUtcDay(day);
}

/** `{"days-between": [from, to]}`: whole calendar days from one "YYYY-MM-DD" date to another (negative if earlier). */
function daysBetween(from: unknown, to: unknown): number {
  return Math.round((toUtcDay(to, 'days-between') - toUtcDay(from, 'days-between')) / dayMs);
}

/**
 * `{"format-phone": [number]}`: a UK phone number as residents read it: "07700900123" → "07700 900123",
 * "02079460000" → "020 7946 0000", "03001234567" → "0300 123 4567"; "+44 7700 900123" becomes "07700 900123".
 * Anything that is not an 11-digit UK number is returned trimmed as it is (we never hide what is on file);
 * "" for null. Example: the number on file in the referral's contact choice.
 */
function formatPhone(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new TypeError(`format-phone: expected a phone number, got ${JSON.stringify(value)}`);
  const given = String(value).trim();
  if (!/^\+?[\d\s()-]+$/.test(given)) return given;
  const digits = given.replace(/\D/g, '').replace(/^44(?=\d{10}$)/, '0');
  if (!/^0\d{10}$/.test(digits)) return given;
  // London and the other 02 areas: 3-4-4; non-geographic 03, 08, 09: 4-3-4; mobiles and most areas (01, 07): 5-6.
  if (digits.startsWith('02')) return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  if (/^0[389]/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** Every custom operation by the name journeys use. */
export const customOperations: Readonly<Record<string, Operation>> = {
  'includes-any': includesAny,
  'is-empty': isEmpty,
  length,
  split,
  'working-days-after': workingDaysAfter as Operation,
  'days-between': daysBetween,
  'format-phone': formatPhone,
};
