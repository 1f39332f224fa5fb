import type { Journey } from '../../schemas/generated/journey';
import { expandShorthands } from './expand-shorthands';
import { composeJourney, type ResolveJourney } from './include-journeys';
import { lintFieldAnswers } from './lint/field-answers';
import { lintIdentity } from './lint/lint-identity';
import { createLintContext } from './lint/lint-context';
import { lintLimits } from './lint/limits';
import { lintLogic } from './lint/lint-logic';
import { lintReferences } from './lint/lint-references';
import { lintRoutes } from './lint/lint-routes';
import { lintTextPlaceholders } from './lint/text-placeholders';
import type { ConfigProblem, LoadedJourney, SchemaValidator } from './types';

/** Options of loadJourney. */
export interface LoadOptions {
  /**
   * Validates the JSON against schemas/journey.schema.json (Ajv in Node tools, a precompiled validator in the browser).
   */
  readonly validateSchema: SchemaValidator;
  /** Names of registered widgets; when given, unknown widget names are problems. */
  readonly widgets?: readonly string[];
  /** Keys of the English locale (locales/en/); when given, unknown message and label keys are problems. */
  readonly messageKeys?: readonly string[];
  /**
   * The English texts by key; when given, a message shown as a list must have a lead and steps
   * (JOURNEY_MESSAGE_NOT_A_LIST).
   */
  readonly messageTexts?: Readonly<Record<string, string>>;
  /**
   * The journeys include steps name (journeys/<id>.json, parsed); without it an include step is
   * JOURNEY_INCLUDE_NOT_FOUND.
   */
  readonly resolveInclude?: ResolveJourney;
}

/** The result of loadJourney: a loaded journey, or every problem found. */
export type LoadResult =
  | { readonly ok: true; readonly journey: LoadedJourney; readonly problems: readonly [] }
  | { readonly ok: false; readonly problems: readonly ConfigProblem[] };

/**
 * Validates a journey document against the journey schema, then checks what a schema cannot (references, routes,
 * conditions, variables, reachability), collecting every problem with its JSON pointer.
 * Invariant: never modifies its input; semantic checks run only on a schema-valid document, so every problem they
 * report is about meaning, not shape.
 */
export function loadJourney(json: unknown, options: LoadOptions): LoadResult {
  const schemaProblems = options
    .validateSchema(json)
    .map((p) => ({ code: 'JOURNEY_SCHEMA', pointer: p.pointer, message: p.message }));
  if (schemaProblems.length > 0) return { ok: false, problems: schemaProblems };
  // Included journeys are spliced in first, so every check below sees the journey the resident walks; problems in
  // an included file point into that file ('damp-mould.json#/steps/1/…').
  const composed = composeJourney(json as Journey, options.resolveInclude ?? (() => undefined), {
    expand: expandShorthands,
    validateSchema: options.validateSchema,
  });
  if (composed.problems.length > 0) return { ok: false, problems: composed.problems };
  const definition = composed.journey;
  const problems: ConfigProblem[] = [];
  const ctx = createLintContext(definition, problems, options);
  lintIdentity(ctx);
  lintFieldAnswers(ctx);
  lintRoutes(ctx);
  lintLogic(ctx);
  lintReferences(ctx);
  lintTextPlaceholders(ctx);
  lintLimits(ctx);
  if (problems.length > 0) return { ok: false, problems: inSource(problems, composed.sourcePointer) };
  return { ok: true, journey: { definition, stepIndex: ctx.stepIndex }, problems: [] };
}

/**
 * The problems at the file's pointers, each once: a blocking table's condition is in every row's block, and one
 * mistake there is one problem (issue 16 §1).
 */
function inSource(problems: readonly ConfigProblem[], sourcePointer: (pointer: string) => string): ConfigProblem[] {
  const seen = new Set<string>();
  return problems.flatMap((problem) => {
    const located = { ...problem, pointer: sourcePointer(problem.pointer) };
    const key = `${located.code} ${located.pointer} ${located.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [located];
  });
}
