import type { ExpandedSteps } from './expand-steps';
import { fieldIdMatcher } from './fill-placeholders';
import type { LoadedJourney, ResolvedStep } from './types';

/** What a change clears: answers (by id or id pattern) and the completion marks of steps. */
export interface ClearPlan {
  readonly fieldMatchers: readonly RegExp[];
  readonly stepIds: ReadonlySet<string>;
  /** Templates whose every page loses its completion mark. */
  readonly templateIds: ReadonlySet<string>;
}

function templateFieldIds(journey: LoadedJourney, order: number): string[] {
  const step = journey.definition.steps[order];
  if (!step) return [];
  return [...(step.fields ?? []).map((f) => f.id), ...(step.generate?.fields ?? []).map((t) => t.field.id)];
}

/**
 * Turns the `clears` entries of changed fields into what to clear: "@later" (every later step), "@later-pages"
 * (the later pages of the changed page's own generated step: the questions after it, not the steps that follow),
 * "@step:<id>" (a step, or every page of a generated step, including pages from data no longer loaded) and field ids.
 * Invariant: only what the journey names is cleared; the changed step's own answers are never cleared.
 */
export function planClears(
  journey: LoadedJourney,
  expanded: ExpandedSteps,
  changed: ResolvedStep,
  clears: readonly string[],
): ClearPlan {
  const fieldMatchers: RegExp[] = [];
  const stepIds = new Set<string>();
  const templateIds = new Set<string>();
  const clearTemplate = (order: number): void => {
    const template = journey.definition.steps[order];
    if (!template || template.id === changed.templateId) return;
    fieldMatchers.push(...templateFieldIds(journey, order).map(fieldIdMatcher));
    templateIds.add(template.id);
  };
  const clearLaterPages = (): void => {
    for (const page of expanded.instancesOf.get(changed.templateId) ?? []) {
      if (page.position <= changed.position) continue;
      stepIds.add(page.id);
      fieldMatchers.push(...page.fields.map((f) => fieldIdMatcher(f.definition.id)));
    }
  };
  for (const entry of clears) {
    if (entry === '@later') {
      journey.definition.steps.forEach((_, order) => {
        if (order > changed.order) clearTemplate(order);
      });
      // Later pages of the same generated step are later too.
      clearLaterPages();
    } else if (entry === '@later-pages') {
      clearLaterPages();
    } else if (entry.startsWith('@step:')) {
      const order = journey.stepIndex.get(entry.slice('@step:'.length));
      if (order !== undefined) clearTemplate(order);
    } else {
      fieldMatchers.push(fieldIdMatcher(entry));
      const owner = expanded.steps.find((s) => s.fields.some((f) => f.definition.id === entry));
      if (owner && owner.id !== changed.id) stepIds.add(owner.id);
    }
  }
  return { fieldMatchers, stepIds, templateIds };
}
