import type { Field, Step } from '../../schemas/generated/journey';
import type { LogicData, LogicLocation } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { resolveText } from './resolve-text';

/**
 * A step definition with the texts the page shows (title, hint, continue label) resolved for the given data.
 * Invariant: never modifies the definition; properties that are absent stay absent.
 */
export function resolveStepTexts(definition: Step, data: LogicData, where: LogicLocation): Step {
  const at = (...segments: string[]) => ({ stepId: where.stepId, pointer: childPointer(where.pointer, ...segments) });
  const { title, hint, actions } = definition;
  return {
    ...definition,
    title: resolveText(title, data, at('title')),
    ...(hint === undefined ? {} : { hint: resolveText(hint, data, at('hint')) }),
    ...(actions?.continueLabel === undefined
      ? {}
      : { actions: { ...actions, continueLabel: resolveText(actions.continueLabel, data, at('actions', 'continueLabel')) } }),
  };
}

/**
 * A field definition with its label, hint and summary label resolved for the given data.
 * Invariant: never modifies the definition; absent properties stay absent; options are resolved in fieldOptions.
 */
export function resolveFieldTexts(definition: Field, data: LogicData, where: LogicLocation): Field {
  const at = (...segments: string[]) => ({ stepId: where.stepId, pointer: childPointer(where.pointer, ...segments) });
  const { label, hint, summary } = definition;
  return {
    ...definition,
    label: resolveText(label, data, at('label')),
    ...(hint === undefined ? {} : { hint: resolveText(hint, data, at('hint')) }),
    ...(summary?.label === undefined ? {} : { summary: { ...summary, label: resolveText(summary.label, data, at('summary', 'label')) } }),
  };
}
