import type { RJSFSchema } from '@rjsf/utils';

/** What buildStepSchema reads of a step: its fields' answer schemas, in order (a StepView, a ResolvedStep…). */
export interface StepWithFieldSchemas {
  readonly fields: ReadonlyArray<{ readonly definition: { readonly schema: object } }>;
}

/** The RJSF property name of the field at `index`: by position, never by field id (see buildStepSchema). */
export const fieldKey = (index: number): string => `f${index}`;

/**
 * The RJSF schema of a step: `{ type: 'object', properties: { f0, f1, … } }` with each field's answer schema.
 * Properties are named by field position, not field id, so every page generated from one template (whose field ids
 * come from data) has the same schema, and one validator precompiled at build time serves them all. Hidden fields
 * stay in the schema (the templates do not render them); `required` is left out because the engine's rules, with
 * the journey's message codes, decide what is required.
 * Invariant: pure; the same fields give a deep-equal schema.
 */
export function buildStepSchema(step: StepWithFieldSchemas): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  step.fields.forEach((field, index) => {
    properties[fieldKey(index)] = field.definition.schema as RJSFSchema;
  });
  return { type: 'object', properties };
}
