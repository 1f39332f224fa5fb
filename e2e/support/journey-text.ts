import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Field, Journey, Step } from '../../schemas/generated/journey';
import { composeJourney, expandShorthands } from '../../src/engine';
import { readEnglish } from '../../tools/locale-files.mjs';

/** The repository root: fixtures, journeys and locales are read from the files the portal is built from. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const root = REPOSITORY_ROOT;

/** The English texts the portal shows (the area files of locales/en/ merged), read once. */
const english = readEnglish(root);

/** A journey text as the journey file gives it: a locale key, literal text, or a key with parameters. */
export type JourneyText = string | { text: string } | { key: string; params?: unknown; fallback?: string };

/** The English text of a locale key; a key missing from the locale fails the test that needs it. */
export function englishText(key: string, params: Record<string, string | number> = {}): string {
  const text = english[key];
  if (text === undefined) throw new Error(`no file of locales/en/ has "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A locale text as a pattern source: its {parameters}, computed by the portal from data, match any text. */
const patternSource = (text: string) =>
  text
    .split(/\{\w+\}/)
    .map(escape)
    .join('.+');

/**
 * What the resident reads for a journey text, to find it by role name: the English text, or — when the journey
 * fills parameters from data (e.g. "Use {phone}, the number we have for you") — a pattern matching any value
 * there, or the fallback text shown when there is none.
 */
export function textMatcher(text: JourneyText): string | RegExp {
  if (typeof text === 'string') return englishText(text);
  if ('text' in text) return text.text;
  const shown = englishText(text.key);
  if (!/\{\w+\}/.test(shown)) return shown;
  const fallback = text.fallback ? `|${escape(englishText(text.fallback))}` : '';
  return new RegExp(`^(?:${patternSource(shown)}${fallback})$`);
}

/** "Change" and a question, as one role name. */
export function prefixedMatcher(prefix: string, text: string | RegExp): string | RegExp {
  return typeof text === 'string'
    ? `${prefix}${text}`
    : new RegExp(`^${escape(prefix)}(?:${text.source.replace(/^\^|\$$/g, '')})$`);
}

/**
 * A pattern matching one line of the page showing a message: the English text, with any {parameter} standing for
 * whatever the page put there, and the visually hidden "Error:" of inline messages allowed in front.
 */
export function messagePattern(code: string): RegExp {
  return new RegExp(`^(?:Error:\\s*)?${patternSource(english[code] ?? code)}$`);
}

/** journeys/<id>.json as written by the analyst, or undefined when there is no such file. */
function readJourneyFile(id: string): Journey | undefined {
  const path = resolve(root, 'journeys', `${id}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Journey) : undefined;
}

/**
 * journeys/<id>.json as the portal runs it: with its include steps replaced by the steps of the journeys they name
 * (composeJourney, as the build does), so every page the resident can reach has its step here.
 */
export function readJourney(id: string): Journey {
  const document = readJourneyFile(id);
  if (!document) throw new Error(`there is no journeys/${id}.json`);
  const composed = composeJourney(document, readJourneyFile, { expand: expandShorthands });
  if (composed.problems.length > 0)
    throw new Error(
      `journeys/${id}.json cannot be composed: ${composed.problems.map((problem) => `${problem.code} ${problem.pointer}`).join(', ')}`,
    );
  return composed.journey;
}

/** The step a fixture names by id or route. */
export function stepOf(journey: Journey, idOrRoute: string): Step | undefined {
  return journey.steps.find((step) => step.id === idOrRoute || step.route === idOrRoute);
}

/** The question a field asks, as its label, legend or summary row shows it. */
export function fieldLabel(field: Field): string | RegExp {
  return textMatcher(field.label as JourneyText);
}

/** Every message code a journey can show (validation, blocking, warnings, effect failures, error pages). */
export function journeyMessageCodes(journey: Journey): string[] {
  const codes = new Set<string>();
  const visit = (value: unknown, key: string | null) => {
    if (typeof value === 'string') {
      if (key === 'message') codes.add(value);
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item, null));
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        if (name === 'message' && inner && typeof inner === 'object' && 'key' in inner)
          codes.add(String((inner as { key: unknown }).key));
        else visit(inner, name);
      }
    }
  };
  visit(journey, null);
  return [...codes].filter((code) => code in english);
}
