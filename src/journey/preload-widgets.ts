import type { RegistryWidgetsType } from '@rjsf/utils';
import type { Journey } from '../engine';
import { isLazyWidget } from '../../widgets/shared/lazy-widget';

/** The widget names a journey's steps use, generated pages' templates included. */
export function journeyWidgetNames(journey: Pick<Journey, 'steps'>): string[] {
  const names = journey.steps.flatMap((step) => [
    ...('fields' in step ? (step.fields ?? []) : []),
    ...('generate' in step ? (step.generate?.fields ?? []).map((template) => template.field) : []),
  ].map((field) => field.widget));
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
 * Whether every widget of the step that loads on demand has downloaded (every widget of the journey when the step is
 * not one of its declared steps): the step is then drawn without waiting.
 */
export function widgetsLoaded(journey: Pick<Journey, 'steps'>, stepId: string, widgets: RegistryWidgetsType): boolean {
  const step = journey.steps.find((candidate) => candidate.id === stepId);
  return journeyWidgetNames(step ? { steps: [step] } : journey).every((name) => {
    const widget: unknown = widgets[name];
    return !isLazyWidget(widget) || widget.isLoaded();
  });
}
