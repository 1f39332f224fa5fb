import { EffectInputError } from './errors';

/** What the engine hands an effect: its `input` expressions evaluated over answers, context and effects. */
export type EffectInput = Readonly<Record<string, unknown>>;

// The input comes from a journey file an analyst edits, so each effect reads it through these checks instead
// of trusting a cast: a wrong journey fails with the property named, not with a malformed gateway call.

/** A non-empty text. */
export function readText(input: EffectInput, key: string): string {
  const value = input[key];
  if (typeof value !== 'string' || value.trim() === '') throw new EffectInputError(key, 'a non-empty text');
  return value;
}

/** A text, or undefined when missing, null or empty. */
export function readOptionalText(input: EffectInput, key: string): string | undefined {
  const value = input[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new EffectInputError(key, 'a text or nothing');
  return value;
}

/** One of a fixed set of texts. */
export function readOneOf<T extends string>(input: EffectInput, key: string, allowed: readonly T[]): T {
  const value = input[key];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new EffectInputError(key, `one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
  }
  return value as T;
}

/** A list of texts with at least one element. */
export function readTextList(input: EffectInput, key: string): string[] {
  const value = input[key];
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string')) {
    throw new EffectInputError(key, 'a list of at least one text');
  }
  return value as string[];
}

/** A list of objects (e.g. an earlier effect's stored result). */
export function readObjectList(input: EffectInput, key: string): Readonly<Record<string, unknown>>[] {
  const value = input[key];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) {
    throw new EffectInputError(key, 'a list of objects');
  }
  return value as Readonly<Record<string, unknown>>[];
}
