import { useMemo } from 'react';
import { isoDay } from '../shared/dates';
import type { Journey } from '../engine';
import { buildContext } from './session/build-context';
import { contextNeeds } from './session/context-needs';
import { useContextSources } from './use-context-sources';

export type JourneyContextResult =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly context: Readonly<Record<string, unknown>> };

/**
 * The journey's context for this visit, from the gateway: the customer, their properties and the chosen one, the
 * toggles the journey declares. Only what the journey declares is asked for. The context object stays the same
 * while its sources do, so the engine's caches (keyed by the context object) keep working between renders.
 */
export function useJourneyContext(
  journey: Journey | undefined,
  customerId: string | null,
  now: () => Date,
): JourneyContextResult {
  const needs = useMemo(() => (journey ? contextNeeds(journey) : undefined), [journey]);
  const { customer, properties, selected, toggles, hierarchy, ready, failure } = useContextSources(needs, customerId);
  const today = isoDay(now());

  const context = useMemo(() => {
    if (!ready || !journey || !customer || !toggles) return undefined;
    return buildContext(journey, {
      customer,
      properties: properties ?? [],
      selected,
      toggles,
      today,
      ...(hierarchy ? { hierarchy } : {}),
    });
  }, [ready, journey, customer, properties, selected, toggles, hierarchy, today]);

  if (failure !== undefined) return { status: 'failed', error: failure };
  return context ? { status: 'ready', context } : { status: 'loading' };
}
