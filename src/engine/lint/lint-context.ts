import type { Journey, Step } from '../../../schemas/generated/journey';
import { fieldIdMatcher } from '../fill-placeholders';
import type { ConfigProblem } from '../types';
import { indexSteps } from '../step-index';

/** What the semantic checks share: the journey, lookups and the problem list. */
export interface LintContext {
  readonly journey: Journey;
  readonly stepIndex: ReadonlyMap<string, number>;
  /** Field id (or id template) → position of its step. */
  readonly fieldOwners: ReadonlyMap<string, number>;
  readonly fieldMatchers: ReadonlyArray<{ readonly matcher: RegExp; readonly order: number }>;
  readonly widgets?: ReadonlySet<string>;
  readonly messageKeys?: ReadonlySet<string>;
  /** The English texts by key, when given: what a message shown as a list says. */
  readonly messageTexts?: Readonly<Record<string, string>>;
  report(code: string, pointer: string, message: string): void;
}

/**
 * Every field definition of a step with its pointer, generated field templates included.
 * Invariant: static fields first, then templates, in document order.
 */
export function stepFields(
  step: Step,
  stepPointer: string,
): Array<{ readonly field: NonNullable<Step['fields']>[number]; readonly pointer: string }> {
  return [
    ...(step.fields ?? []).map((field, i) => ({ field, pointer: `${stepPointer}/fields/${i}` })),
    ...(step.generate?.fields ?? []).map((t, i) => ({
      field: t.field,
      pointer: `${stepPointer}/generate/fields/${i}/field`,
    })),
  ];
}

/**
 * Builds the lint context for a schema-valid journey.
 * Invariant: reads the journey only; problems go to the given list.
 */
export function createLintContext(
  journey: Journey,
  problems: ConfigProblem[],
  options: {
    widgets?: readonly string[];
    messageKeys?: readonly string[];
    messageTexts?: Readonly<Record<string, string>>;
  },
): LintContext {
  const stepIndex = indexSteps(journey);
  const fieldOwners = new Map<string, number>();
  journey.steps.forEach((step, i) => {
    for (const { field } of stepFields(step, '')) if (!fieldOwners.has(field.id)) fieldOwners.set(field.id, i);
  });
  return {
    journey,
    stepIndex,
    fieldOwners,
    fieldMatchers: [...fieldOwners.entries()].map(([id, order]) => ({ matcher: fieldIdMatcher(id), order })),
    ...(options.widgets ? { widgets: new Set(options.widgets) } : {}),
    ...(options.messageKeys ? { messageKeys: new Set(options.messageKeys) } : {}),
    ...(options.messageTexts ? { messageTexts: options.messageTexts } : {}),
    report: (code, pointer, message) => {
      problems.push({ code, pointer, message });
    },
  };
}
