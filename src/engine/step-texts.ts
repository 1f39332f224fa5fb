import type { AlternativeAction, Field, Step } from '../../schemas/generated/journey';
import type { LogicData, LogicLocation } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { resolveText } from './resolve-text';

type Resolve = <T extends Parameters<typeof resolveText>[0]>(text: T, ...segments: string[]) => T;

function resolveAlternative(alternative: AlternativeAction, resolve: Resolve): AlternativeAction {
  const { confirm } = alternative;
  const at = ['actions', 'alternative'];
  return {
    ...alternative,
    label: resolve(alternative.label, ...at, 'label'),
    ...(confirm === undefined
      ? {}
      : {
          confirm: {
            title: resolve(confirm.title, ...at, 'confirm', 'title'),
            body: resolve(confirm.body, ...at, 'confirm', 'body'),
            confirmLabel: resolve(confirm.confirmLabel, ...at, 'confirm', 'confirmLabel'),
            cancelLabel: resolve(confirm.cancelLabel, ...at, 'confirm', 'cancelLabel'),
          },
        }),
  };
}

/**
 * A step definition with the texts the page shows (title, hint, continue label, the alternative action's label and
 * dialog) resolved for the given data.
 * Invariant: never modifies the definition; properties that are absent stay absent.
 */
export function resolveStepTexts(definition: Step, data: LogicData, where: LogicLocation): Step {
  const resolve: Resolve = (text, ...segments) =>
    resolveText(text, data, { stepId: where.stepId, pointer: childPointer(where.pointer, ...segments) });
  const { title, hint, actions } = definition;
  return {
    ...definition,
    title: resolve(title, 'title'),
    ...(hint === undefined ? {} : { hint: resolve(hint, 'hint') }),
    ...(actions?.continueLabel === undefined && actions?.alternative === undefined
      ? {}
      : {
          actions: {
            ...actions,
            ...(actions.continueLabel === undefined
              ? {}
              : { continueLabel: resolve(actions.continueLabel, 'actions', 'continueLabel') }),
            ...(actions.alternative === undefined
              ? {}
              : { alternative: resolveAlternative(actions.alternative, resolve) }),
          },
        }),
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
    ...(summary?.label === undefined
      ? {}
      : { summary: { ...summary, label: resolveText(summary.label, data, at('summary', 'label')) } }),
  };
}
