import type { RegistryWidgetsType } from '@rjsf/utils';
import type { Journey } from '../engine';
import { isLazyWidget } from '../../widgets/shared/lazy-widget';

/** The widget names a journey's steps use, generated pages' templates included. */
export function journeyWidgetNames(journey: Pick<Journey, 'steps'>): string[] {
  const names = journey.steps.flatMap((step) =>
    [
      ...('fields' in step ? (step.fields ?? []) : []),
      ...('generate' in step ? (step.generate?.fields ?? []).map((template) => template.field) : []),
    ].map((field) => field.widget),
  );
  return [...new Set(names)];
}

/**
 * Starts downloading the journey's widgets that load on demand (widgets/shared/lazy-widget.tsx), so its later steps
 * need not wait for them. Called once the first step is shown, when the browser has nothing better to do.
 */
export function preloadWidgets(journey: Pick<Journey, 'steps'>, widgets: RegistryWidgetsType): void {
  for (const name of journeyWidgetNames(journey)) {
    const widget: unknown = widgets[name];
    // Not silent: a widget that fails to download now is downloaded again, and its failure shown, by its step.
    if (isLazyWidget(widget)) widget.preload().catch(() => undefined);
  }
}

/**
 * Downloads the step's widgets that load on demand, if they have not come yet (every widget of the journey when the
 * step is not one of its declared steps), and says whether they are all here: the step can then be drawn at once.
 * A widget that fails to download is not here; the step, drawn as a transition, shows why (its error boundary).
 */
export async function stepWidgetsHere(
  journey: Pick<Journey, 'steps'>,
  stepId: string,
  widgets: RegistryWidgetsType,
): Promise<boolean> {
  const step = journey.steps.find((candidate) => candidate.id === stepId);
  const lazy = journeyWidgetNames(step ? { steps: [step] } : journey)
    .map((name): unknown => widgets[name])
    .filter(isLazyWidget);
  if (lazy.every((widget) => widget.isLoaded())) return true;
  return Promise.all(lazy.map((widget) => widget.preload())).then(
    () => true,
    () => false,
  );
}
