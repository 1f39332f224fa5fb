import { EffectInputError } from '../errors';
import type { EffectInput } from '../effect-input';

// Readers for the repair effects' inputs, which the journey builds from answers and earlier effect results. As in
// effect-input.ts, a wrong journey fails with the property named instead of sending a malformed call.

/** true or false; a missing value reads as `fallback`. */
export function readFlag(input: EffectInput, key: string, fallback = false): boolean {
  const value = input[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new EffectInputError(key, 'true or false');
  return value;
}

/** An object (e.g. an earlier effect's stored result). */
export function readObject(input: EffectInput, key: string): Readonly<Record<string, unknown>> {
  const value = input[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new EffectInputError(key, 'an object');
  return value as Readonly<Record<string, unknown>>;
}

/** A whole number, or undefined when missing or null. */
export function readOptionalInteger(input: EffectInput, key: string): number | undefined {
  const value = input[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new EffectInputError(key, 'a whole number or nothing');
  return value;
}

/** A list of texts, possibly empty; missing reads as empty. */
export function readTexts(input: EffectInput, key: string): string[] {
  const value = input[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw new EffectInputError(key, 'a list of texts');
  return value as string[];
}
