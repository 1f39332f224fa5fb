import { evaluateCondition } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { readPath } from './read-path';
import { resolveText } from './resolve-text';
import type { Answers, JourneyState, ResolvedField, ResolvedStep, Text } from './types';

/** A choice as offered to the resident. */
export interface OptionView {
  readonly value: unknown;
  readonly label: Text;
  readonly hint?: Text;
}

/**
 * The choices a field offers now: its static options whose `when` holds, or options built from data (`optionsFrom`),
 * or null for fields without choices.
 * Invariant: option labels from data are literal text ({text}), never locale keys; `{key, params}` labels of offered
 * choices come with their parameters evaluated.
 */
export function fieldOptions(step: ResolvedStep, field: ResolvedField, answers: Answers, state: JourneyState): OptionView[] | null {
  const { options, optionsFrom } = field.definition;
  const item = field.item ?? step.item;
  if (options) {
    const data = logicData(answers, state, item);
    const at = (i: number, ...segments: string[]) => ({ stepId: step.id, pointer: childPointer(field.pointer, 'options', i, ...segments) });
    return options.flatMap((o, i) => {
      if (!evaluateCondition(o.when, data, at(i, 'when'))) return [];
      // Only offered choices have their texts worked out: a hidden choice's parameters may rely on what hides it.
      return [{ value: o.value, label: resolveText(o.label, data, at(i, 'label')), ...(o.hint ? { hint: resolveText(o.hint, data, at(i, 'hint')) } : {}) }];
    });
  }
  if (!optionsFrom) return null;
  const source = readPath({ context: state.context, effects: state.effects, item }, optionsFrom.source);
  const elements = Array.isArray(source) ? source : [];
  const pointer = childPointer(field.pointer, 'optionsFrom', 'filter');
  return elements
    .filter((option) => evaluateCondition(optionsFrom.filter, { ...logicData(answers, state, item), option }, { stepId: step.id, pointer }))
    .map((option) => {
      const hint = optionsFrom.hint === undefined ? undefined : readPath(option, optionsFrom.hint);
      return {
        value: readPath(option, optionsFrom.value),
        label: { text: String(readPath(option, optionsFrom.label) ?? '') },
        ...(hint === undefined || hint === null ? {} : { hint: { text: String(hint) } }),
      };
    });
}
