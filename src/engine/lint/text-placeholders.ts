import type { Journey, Step } from '../../../schemas/generated/journey';
import { childPointer } from '../json-pointer';
import type { LintContext } from './lint-context';
import { fieldLimits, LIMIT_PARAM } from '../limit-params';
import { nearestName } from './near-names';
import { isTextWithParams } from './text-locations';
import { notTexts, shownTexts } from './text-walk';

/** Never texts: logic, schemas, widget options and data (text-walk.ts), and an effect call's query and answers. */
const notSearched: ReadonlySet<string> = new Set([...notTexts, 'query', 'answers']);

/** The {name} placeholders of a locale text, as i18n's t() fills them. */
function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''));
}

interface Use {
  readonly key: string;
  /** Where the key is written. */
  readonly keyPointer: string;
  /** The values given, with where each is written; null when none can be given (a plain key). */
  readonly params: ReadonlyMap<string, string> | null;
  /** Placeholders the runtime fills on its own ({key} and {index} on generated pages). */
  readonly filled: ReadonlySet<string>;
}

const generatedNames: ReadonlySet<string> = new Set(['key', 'index']);

function usesIn(value: unknown, pointer: string, filled: ReadonlySet<string>, found: Use[], property?: string): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => usesIn(v, childPointer(pointer, i), filled, found));
    return;
  }
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'string' && property !== undefined && shownTexts.has(property))
      found.push({ key: value, keyPointer: pointer, params: null, filled });
    return;
  }
  const node = value as Record<string, unknown>;
  // A field's rules word their messages with its limits too ({min}, {max}: src/engine/limit-params.ts).
  const isField = Array.isArray(node.validation) && typeof node.id === 'string';
  if (isField) {
    const limits = Object.keys(fieldLimits(node as Parameters<typeof fieldLimits>[0]));
    (node.validation as unknown[]).forEach((rule, i) => {
      const kind = (rule as { rule?: unknown } | null)?.rule;
      const implicit =
        kind === 'minLength' || kind === 'maxLength' ? [LIMIT_PARAM[kind]] : kind === 'logic' ? limits : [];
      usesIn(rule, childPointer(pointer, 'validation', i), new Set([...filled, ...implicit]), found);
    });
  }
  // A rule, blocking outcome or warning: its own params fill its message, with a {key, params} message's added.
  if (typeof node.message === 'string' || isTextWithParams(node.message)) {
    const staticParams =
      node.params !== null && typeof node.params === 'object' && !Array.isArray(node.params)
        ? Object.keys(node.params)
        : [];
    const message = node.message;
    const given = new Map(staticParams.map((name) => [name, childPointer(pointer, 'params', name)]));
    if (isTextWithParams(message)) {
      for (const name of Object.keys(message.params)) given.set(name, childPointer(pointer, 'message', 'params', name));
      found.push({ key: message.key, keyPointer: childPointer(pointer, 'message', 'key'), params: given, filled });
      if (message.fallback !== undefined)
        found.push({
          key: message.fallback,
          keyPointer: childPointer(pointer, 'message', 'fallback'),
          params:
            staticParams.length > 0 ? new Map(staticParams.map((n) => [n, childPointer(pointer, 'params', n)])) : null,
          filled,
        });
    } else {
      found.push({
        key: message as string,
        keyPointer: childPointer(pointer, 'message'),
        params: given.size > 0 ? given : null,
        filled,
      });
    }
  }
  for (const [k, v] of Object.entries(node)) {
    if (
      notSearched.has(k) ||
      k === 'params' ||
      (isField && k === 'validation') ||
      (k === 'message' && (typeof v === 'string' || isTextWithParams(v)))
    )
      continue;
    const at = childPointer(pointer, k);
    if (shownTexts.has(k) && isTextWithParams(v)) {
      found.push({
        key: v.key,
        keyPointer: childPointer(at, 'key'),
        params: new Map(Object.keys(v.params).map((name) => [name, childPointer(at, 'params', name)])),
        filled,
      });
      if (v.fallback !== undefined)
        found.push({ key: v.fallback, keyPointer: childPointer(at, 'fallback'), params: null, filled });
    } else usesIn(v, at, filled, found, k);
  }
}

/** Every use of a locale text in a journey, with the values given for its placeholders. */
function textUses(journey: Journey): Use[] {
  const found: Use[] = [];
  journey.steps.forEach((step: Step, i) =>
    usesIn(step, `/steps/${i}`, step.generate ? generatedNames : new Set(), found),
  );
  for (const key of ['exit', 'saveAndExit', 'leave', 'endings', 'errorPages'] as const) {
    if (journey[key] !== undefined) usesIn(journey[key], `/${key}`, new Set(), found);
  }
  return found;
}

/** A placeholder problem: a missing value is an error, a value the text never uses a warning (nothing shows wrong). */
export interface PlaceholderProblem {
  readonly code: 'JOURNEY_TEXT_PARAM_MISSING' | 'JOURNEY_TEXT_PARAM_UNUSED';
  readonly severity: 'error' | 'warning';
  readonly pointer: string;
  readonly message: string;
}

/**
 * A text's {placeholders} against the values the journey gives: a placeholder with no value shows to the resident
 * as "{name}", and a value the text never uses is a misspelt placeholder or a value worked out for nothing.
 * A key with placeholders of its own (generated pages) or not in the locale is left alone.
 * Invariant: a misspelt value name ("phon" for {phone}) is one problem, at the value, not a missing and an unused one.
 */
export function placeholderProblems(journey: Journey, texts: Readonly<Record<string, string>>): PlaceholderProblem[] {
  const problems: PlaceholderProblem[] = [];
  const report = (code: PlaceholderProblem['code'], pointer: string, message: string): void => {
    problems.push({ code, severity: code === 'JOURNEY_TEXT_PARAM_MISSING' ? 'error' : 'warning', pointer, message });
  };
  for (const use of textUses(journey)) {
    const text = Object.hasOwn(texts, use.key) && !use.key.includes('{') ? texts[use.key] : undefined;
    if (text === undefined) continue;
    const wanted = [...placeholders(text)].filter((name) => !use.filled.has(name));
    const given = use.params ?? new Map<string, string>();
    const unused = [...given.keys()].filter((name) => !wanted.includes(name));
    const explained = new Set<string>();
    for (const name of wanted.filter((n) => !given.has(n))) {
      const misspelt = nearestName(
        name,
        unused.filter((n) => !explained.has(n)),
      );
      if (misspelt !== null) {
        explained.add(misspelt);
        report(
          'JOURNEY_TEXT_PARAM_MISSING',
          given.get(misspelt) ?? use.keyPointer,
          `The text "${use.key}" has the placeholder {${name}}, but the value is named "${misspelt}": rename it "${name}".`,
        );
      } else {
        report(
          'JOURNEY_TEXT_PARAM_MISSING',
          use.keyPointer,
          `The text "${use.key}" ("${text}") has the placeholder {${name}}, but no value is given for it, so the resident would read "{${name}}". Give it in "params" (write the text as {"key": "${use.key}", "params": {"${name}": …}}), or use a text without it.`,
        );
      }
    }
    for (const name of unused.filter((n) => !explained.has(n))) {
      if (use.filled.has(name) && !generatedNames.has(name)) {
        report(
          'JOURNEY_TEXT_PARAM_UNUSED',
          given.get(name) ?? use.keyPointer,
          `The rule gives {${name}} itself, from its own limit: remove "${name}" from "params", so the message cannot say another number than the rule.`,
        );
        continue;
      }
      report(
        'JOURNEY_TEXT_PARAM_UNUSED',
        given.get(name) ?? use.keyPointer,
        `The value "${name}" is given, but the text "${use.key}" ("${text}") has no {${name}}, so it is never shown: remove the value, or add {${name}} to the text in locales/en.`,
      );
    }
  }
  return problems;
}

/** The errors of placeholderProblems (a value the text never uses is the journey tools' warning, not a load error). */
export function lintTextPlaceholders(ctx: LintContext): void {
  if (!ctx.messageTexts) return;
  for (const p of placeholderProblems(ctx.journey, ctx.messageTexts))
    if (p.severity === 'error') ctx.report(p.code, p.pointer, p.message);
}
