import type { Field, Step } from '../../schemas/generated/journey';
import { evaluateLogic } from './evaluate-logic';
import { fieldData } from './field-data';
import { fieldOptions, type OptionView } from './field-options';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { stepBlock } from './step-block';
import { stepContext } from './step-context';
import { stepIssues } from './step-issues';
import { resolveFieldTexts, resolveStepTexts } from './step-texts';
import { visibleFields } from './visible-fields';
import type { ActiveBlock, Answers, JourneyState, LoadedJourney, ValidationIssue } from './types';

/** A field as the runtime renders it. */
export interface FieldView {
  readonly definition: Field;
  readonly visible: boolean;
  /** Current choices, or null for fields without choices. */
  readonly options: OptionView[] | null;
  /** The stored answer, else the field's `initial` value. */
  readonly value: unknown;
  /** The values of the field's `data` by widget option name (visible fields with `data` only). */
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Everything the runtime needs to render a step. */
export interface StepView {
  readonly id: string;
  readonly templateId: string;
  readonly route: string;
  readonly definition: Step;
  readonly fields: readonly FieldView[];
  /** Active warnings (severity warning). */
  readonly warnings: readonly ValidationIssue[];
  readonly block: ActiveBlock | null;
  readonly onPath: boolean;
}

/**
 * Describes a step for rendering: filled-in texts (parameters of `{key, params}` texts evaluated), visible fields,
 * current choices, values, widget data, warnings and block.
 * Invariant: conditions and text parameters see only on-path answers plus the given candidate values.
 */
export function describeStep(journey: LoadedJourney, state: JourneyState, stepId: string, values?: Answers): StepView {
  const { step, before, answers, onPath } = stepContext(journey, state, stepId, values);
  const visible = new Set(visibleFields(step, before, state, values).visible.map((f) => f.definition.id));
  const fields = step.fields.map((field): FieldView => {
    const id = field.definition.id;
    const stored = values && Object.hasOwn(values, id) ? values[id] : state.answers[id];
    const initial =
      stored === undefined && field.definition.initial !== undefined
        ? evaluateLogic(field.definition.initial, logicData(answers, state, field.item ?? step.item), {
            stepId: step.id,
            pointer: childPointer(field.pointer, 'initial'),
          })
        : stored;
    const definition = resolveFieldTexts(field.definition, logicData(answers, state, field.item ?? step.item), {
      stepId: step.id,
      pointer: field.pointer,
    });
    // Like a hidden choice's texts, a hidden field's data may rely on what hides it: worked out only when shown.
    const data = visible.has(id) ? fieldData(step, field, answers, state) : undefined;
    return {
      definition,
      visible: visible.has(id),
      options: fieldOptions(step, field, answers, state),
      value: initial,
      ...(data ? { data } : {}),
    };
  });
  const definition = resolveStepTexts(step.definition, logicData(answers, state, step.item), {
    stepId: step.id,
    pointer: step.pointer,
  });
  return {
    id: step.id,
    templateId: step.templateId,
    route: step.definition.route,
    definition,
    fields,
    onPath,
    warnings: stepIssues(step, before, state, 'continue', values).filter((i) => i.rule === 'warning'),
    block: stepBlock(step, answers, state),
  };
}
