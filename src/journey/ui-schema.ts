import type { UiSchema } from '@rjsf/utils';
import type { LengthRule } from '../../schemas/generated/journey';
import type { Field, FieldView, StepView } from '../engine';
import { fieldKey } from './step-schema';
import { headingFieldIndex } from './heading-field';
import type { ShownMessage } from './page-messages';
import type { Translate } from './text';

/** What buildUiSchema needs besides the step: the form's id prefix, the current messages, the widgets' callbacks. */
export interface UiSchemaInputs {
  /** The RJSF idPrefix of the step's form; field i gets the id `<idPrefix>_f<i>`. */
  readonly idPrefix: string;
  /** Translated error text by field id (the field's current error, if any). */
  readonly errors: Readonly<Record<string, string>>;
  /**
   * The messages shown beside each field (placeMessages), by field id: the ObjectFieldTemplate renders them after it.
   */
  readonly messages?: Readonly<Record<string, readonly ShownMessage[]>>;
  /** A widget dropped characters or cut text while the resident typed: `code` is the rule's message code. */
  onTypingIssue(fieldId: string, code: string): void;
  /** Autocomplete: whether what the resident typed matches nothing. */
  onNoMatch(fieldId: string, noMatch: boolean): void;
  /** The functions of a field's `calls` by option name (e.g. upload, remove). */
  fieldCalls?(field: Field): Readonly<Record<string, (argument: unknown) => Promise<unknown>>>;
}

/** The id RJSF gives the field at `index`: its widget's first control has it, so "#id" focuses the field. */
export const fieldControlId = (idPrefix: string, index: number) => `${idPrefix}_${fieldKey(index)}`;

/**
 * The uiSchema key of a field's messages (not a widget option: the widgets do not show them, the ObjectFieldTemplate
 * does, after the field).
 */
export const FIELD_MESSAGES = 'ui:journeyMessages';

/** What a field's uiSchema holds under FIELD_MESSAGES. */
export interface FieldMessages {
  readonly messages: readonly ShownMessage[];
}

/** Widgets that show a group of controls under a legend rather than one control with a label. */
const GROUP_WIDGETS = new Set(['radios', 'checkboxes', 'yes-no', 'date', 'address-radio-list']);

function typingLimits(field: Field) {
  const rules = field.validation ?? [];
  const forbidden = rules.find((rule) => rule.rule === 'forbiddenCharacters' && rule.strip);
  const cut = rules.find((rule): rule is LengthRule => rule.rule === 'maxLength' && rule.strip === true);
  return {
    ...(forbidden && 'characters' in forbidden && forbidden.characters
      ? {
          forbiddenCharacters: forbidden.characters,
          forbiddenCode: forbidden.message,
          ignoreWebAddresses: 'ignore' in forbidden && forbidden.ignore === 'urls',
        }
      : {}),
    ...(cut ? { maxLength: cut.value, maxLengthMessage: cut.message } : {}),
  };
}

/**
 * `pageHeading`: whether the field's question is the page's h1, and the step's hint, which then reads under it (as
 * the field's hint, before the field's own) rather than above the heading.
 */
function fieldUiSchema(
  view: FieldView,
  index: number,
  pageHeading: { hint?: string } | null,
  translate: Translate,
  inputs: UiSchemaInputs,
): UiSchema {
  const field = view.definition;
  if (!view.visible) return { 'ui:widget': 'hidden' };
  const id = fieldControlId(inputs.idPrefix, index);
  const label = translate(field.label);
  const hint =
    [pageHeading?.hint, field.hint === undefined ? undefined : translate(field.hint)].filter(Boolean).join(' ') ||
    undefined;
  const { forbiddenCode, ...limits } = typingLimits(field);
  const errorText = inputs.errors[field.id];
  const extra = (field.uiOptions ?? {}) as Record<string, unknown>;
  const noMatch = typeof extra.noMatchMessage === 'string' ? translate(extra.noMatchMessage) : undefined;
  return {
    'ui:widget': field.widget,
    'ui:title': label,
    [FIELD_MESSAGES]: { messages: inputs.messages?.[field.id] ?? [] } satisfies FieldMessages,
    'ui:options': {
      // Journey-specific options a widget may know (uiOptions, data worked out from answers and effect results, and
      // calls of effects), then what the runtime works out.
      ...extra,
      ...view.data,
      ...(field.calls ? inputs.fieldCalls?.(field) : {}),
      ...limits,
      hintId: `${id}-hint`,
      errorId: `${id}-error`,
      legend: GROUP_WIDGETS.has(field.widget) ? label : undefined,
      isPageHeading: pageHeading !== null,
      phoneCharactersOnly: field.widget === 'phone' || extra.phoneCharactersOnly === true,
      ...(hint ? { hint } : {}),
      ...(errorText ? { errorText } : {}),
      ...(noMatch ? { noMatchMessage: noMatch } : {}),
      ...(view.options
        ? {
            enumOptions: view.options.map((o) => ({
              value: o.value,
              label: translate(o.label),
              ...(o.hint ? { hint: translate(o.hint) } : {}),
            })),
          }
        : {}),
      // Typing rules report their message codes; the page shows the text.
      ...(forbiddenCode ? { forbiddenCharactersMessage: forbiddenCode } : {}),
      onTypingIssue: (code: string) => inputs.onTypingIssue(field.id, code),
      onNoMatch: (noMatch: boolean) => inputs.onNoMatch(field.id, noMatch),
    },
  };
}

/**
 * The RJSF uiSchema of a step: per field (by position, as in buildStepSchema) its registry widget and the
 * 'ui:options' the widgets read (contract 1): the field's uiOptions, its data and calls, translated choices, hint,
 * ids, current error, typing limits, legend and whether the question is the page heading (headingFieldIndex).
 * Hidden fields get the 'hidden' widget, which the ObjectFieldTemplate skips.
 */
export function buildUiSchema(step: StepView, translate: Translate, inputs: UiSchemaInputs): UiSchema {
  const heading = headingFieldIndex(step);
  const stepHint = step.definition.hint === undefined ? undefined : translate(step.definition.hint);
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  step.fields.forEach((view, index) => {
    const pageHeading = heading === index ? (stepHint ? { hint: stepHint } : {}) : null;
    uiSchema[fieldKey(index)] = fieldUiSchema(view, index, pageHeading, translate, inputs);
  });
  return uiSchema;
}
