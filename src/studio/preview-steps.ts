import { computePath, type JourneyState, type LoadedJourney } from '../engine';
import { expandSteps } from '../engine/expand-steps';

/** The steps the preview offers and the one it shows for the analyst's choice. */
export interface PreviewSteps {
  /**
   * Every step of the journey in order (a template of generated pages too), with the pages the state's data generates
   * after their template.
   */
  readonly choices: readonly string[];
  /** The step (or generated page) shown; '' when the journey has none to show. */
  readonly current: string;
  /** Whether the shown step is on the path of the preview's state: only then is it drawn as the portal draws it. */
  readonly onPath: boolean;
  /** The step chosen but not on the path, so a situation that reaches it is needed; null when none is. */
  readonly needsSituation: string | null;
}

function pathOf(journey: LoadedJourney, state: JourneyState): readonly string[] {
  try {
    return computePath(journey, state).steps;
  } catch {
    // A condition that fails is shown when the step is previewed.
    return [];
  }
}

function expandedOf(
  journey: LoadedJourney,
  state: JourneyState,
): Pick<ReturnType<typeof expandSteps>, 'byId' | 'instancesOf'> {
  try {
    return expandSteps(journey, state);
  } catch {
    // As for the path: the problem is shown when a step is previewed.
    return { byId: new Map(), instancesOf: new Map() };
  }
}

const pageOf = (template: string) => (id: string) => id.startsWith(`${template}/`);

/**
 * Resolves the analyst's choice against the preview's path. A step on the path is shown as it is; a template of
 * generated pages shows its first page on the path; a step off the path needs a situation that reaches it, and is
 * shown meanwhile when it is a plain step or a generated page (a template has no page to show without its data).
 */
export function previewSteps(journey: LoadedJourney, state: JourneyState, requested: string | null): PreviewSteps {
  const path = pathOf(journey, state);
  const expanded = expandedOf(journey, state);
  const pagesOf = (template: string) => (expanded.instancesOf.get(template) ?? []).map((page) => page.id);
  const choices = journey.definition.steps.flatMap((step) =>
    step.generate ? [step.id, ...pagesOf(step.id)] : [step.id],
  );
  const first = path[0] ?? choices[0] ?? '';
  if (requested === null) return { choices, current: first, onPath: path.includes(first), needsSituation: null };
  if (path.includes(requested)) return { choices, current: requested, onPath: true, needsSituation: null };
  const page = path.find(pageOf(requested));
  if (page) return { choices, current: page, onPath: true, needsSituation: null };
  // A plain step, or a page the data generates, can be drawn on its own meanwhile; a template without pages cannot.
  const drawable = expanded.byId.has(requested);
  const current = drawable ? requested : first;
  return {
    choices: choices.includes(current) ? choices : [...choices, current],
    current,
    onPath: false,
    needsSituation: requested,
  };
}
