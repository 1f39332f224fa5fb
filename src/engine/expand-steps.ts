import type { Step } from '../../schemas/generated/journey';
import { ConditionError } from './errors';
import { evaluateCondition } from './evaluate-logic';
import { fillPlaceholders, safeFieldId } from './fill-placeholders';
import { childPointer, toPointer } from './json-pointer';
import { readPath } from './read-path';
import type { JourneyState, LoadedJourney, ResolvedField, ResolvedStep } from './types';

/** A journey's steps with generated pages expanded for a given context and effect results. */
export interface ExpandedSteps {
  readonly steps: readonly ResolvedStep[];
  readonly byId: ReadonlyMap<string, ResolvedStep>;
  /** Template id → its generated pages, in order (only for generated steps). */
  readonly instancesOf: ReadonlyMap<string, readonly ResolvedStep[]>;
}

interface Group {
  readonly key: string;
  readonly items: readonly unknown[];
}

function groupItems(step: Step, items: readonly unknown[]): Group[] {
  const generate = step.generate;
  if (!generate) return [];
  if (generate.groupBy === undefined) {
    return items.map((item, i) => {
      const key = generate.key === undefined ? String(i + 1) : String(readPath(item, generate.key) ?? i + 1);
      return { key, items: [item] };
    });
  }
  const groups = new Map<string, unknown[]>();
  for (const item of items) {
    const key = String(readPath(item, generate.groupBy) ?? '');
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  // Page groups are numbered ("1", "3"): order numerically when every key is a number, otherwise as text.
  const numeric = [...groups.keys()].every((k) => k !== '' && Number.isFinite(Number(k)));
  return [...groups.entries()]
    .sort(([a], [b]) => (numeric ? Number(a) - Number(b) : a.localeCompare(b)))
    .map(([key, groupItemsList]) => ({ key, items: groupItemsList }));
}

function plainStep(step: Step, order: number, position: number): ResolvedStep {
  const pointer = toPointer('steps', order);
  return {
    id: step.id,
    templateId: step.id,
    order,
    position,
    pointer,
    definition: step,
    item: undefined,
    fields: (step.fields ?? []).map((definition, i) => ({
      definition,
      pointer: childPointer(pointer, 'fields', i),
      item: undefined,
    })),
  };
}

function generatedSteps(step: Step, order: number, firstPosition: number, state: JourneyState): ResolvedStep[] {
  const generate = step.generate;
  if (!generate) return [];
  const pointer = toPointer('steps', order);
  const source = readPath({ context: state.context, effects: state.effects }, generate.forEach);
  // Data not loaded yet (e.g. the case type's questions): the template has no pages for now.
  const items = Array.isArray(source) ? source : [];
  const kept = items.filter((item) =>
    evaluateCondition(
      generate.filter,
      { answers: {}, context: state.context, effects: state.effects, item },
      { stepId: step.id, pointer: childPointer(pointer, 'generate', 'filter') },
    ),
  );
  const { generate: _template, ...pageTemplate } = step;
  const seen = new Set<string>();
  return groupItems(step, kept).map((group, i) => {
    const id = `${step.id}/${group.key}`;
    if (seen.has(id)) {
      throw new ConditionError(
        'GENERATE_DUPLICATE_KEY',
        step.id,
        childPointer(pointer, 'generate'),
        `Two generated pages have the key "${group.key}"`,
      );
    }
    seen.add(id);
    const first = group.items[0];
    const fields: ResolvedField[] = [];
    for (const item of group.items) {
      const data = { answers: {}, context: state.context, effects: state.effects, item };
      const choice = generate.fields.findIndex((t, k) =>
        evaluateCondition(t.when, data, {
          stepId: id,
          pointer: childPointer(pointer, 'generate', 'fields', k, 'when'),
        }),
      );
      const template = generate.fields[choice];
      if (!template) continue;
      const definition = fillPlaceholders(template.field, { key: group.key, index: i + 1, item });
      fields.push({
        definition: { ...definition, id: safeFieldId(definition.id) },
        pointer: childPointer(pointer, 'generate', 'fields', choice, 'field'),
        item,
      });
    }
    const values = { key: group.key, index: i + 1, item: first };
    const definition: Step = { ...fillPlaceholders(pageTemplate, values), id: step.id };
    const skips = generate.skips === undefined ? {} : { skips: fillPlaceholders(generate.skips, values) };
    return {
      id,
      templateId: step.id,
      order,
      position: firstPosition + i,
      pointer,
      definition,
      fields,
      item: first,
      key: group.key,
      instanceIndex: i,
      ...skips,
    };
  });
}

// Expansion depends only on the journey, context and effect results, which change far less often than answers.
const cache = new WeakMap<LoadedJourney, WeakMap<object, WeakMap<object, ExpandedSteps>>>();

/**
 * Expands a journey's steps: plain steps as they are, generated steps as one page per data element or group.
 * Invariant: depends only on (journey, context, effects), never on answers, and never modifies its inputs.
 */
export function expandSteps(journey: LoadedJourney, state: JourneyState): ExpandedSteps {
  const byContext = cache.get(journey) ?? new WeakMap<object, WeakMap<object, ExpandedSteps>>();
  cache.set(journey, byContext);
  const byEffects = byContext.get(state.context) ?? new WeakMap<object, ExpandedSteps>();
  byContext.set(state.context, byEffects);
  const cached = byEffects.get(state.effects);
  if (cached) return cached;

  const steps: ResolvedStep[] = [];
  const instancesOf = new Map<string, readonly ResolvedStep[]>();
  journey.definition.steps.forEach((step, order) => {
    if (step.generate) {
      const pages = generatedSteps(step, order, steps.length, state);
      instancesOf.set(step.id, pages);
      steps.push(...pages);
    } else {
      steps.push(plainStep(step, order, steps.length));
    }
  });
  const expanded: ExpandedSteps = { steps, byId: new Map(steps.map((s) => [s.id, s])), instancesOf };
  byEffects.set(state.effects, expanded);
  return expanded;
}
