import { useMemo } from 'react';
import useSWR from 'swr';
import { isoDay } from '../shared/dates';
import type { Journey } from '../engine';
import { useServices } from '../shared/services';
import { useCustomer } from '../customer/use-customer';
import { useSelectedProperty } from '../customer/selected-property';
import { usePropertyOptions } from '../customer/use-property-options';
import { buildContext, declaredToggles, needsHierarchy, needsProperties } from './session/build-context';

export type JourneyContextResult =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly context: Readonly<Record<string, unknown>> };

/**
 * The journey's context for this visit, from the gateway: the customer, their properties and the chosen one, the
 * toggles the journey declares. Only what the journey declares is asked for. The context object stays the same
 * while its sources do, so the engine's caches (keyed by the context object) keep working between renders.
 */
export function useJourneyContext(journey: Journey | undefined, customerId: string | null, now: () => Date): JourneyContextResult {
  const { gateway } = useServices();
  const customer = useCustomer(customerId);
  const wantsProperties = journey !== undefined && needsProperties(journey);
  const properties = usePropertyOptions(wantsProperties ? customer.data?.customer : undefined);
  const [selected] = useSelectedProperty(properties.data ?? []);
  const toggleNames = journey ? declaredToggles(journey) : [];
  const toggles = useSWR(journey && customer.data ? ['journey-toggles', ...toggleNames] : null, async () => {
    // A toggle whose call fails is off, as on the home page (src/shared/use-toggles.ts).
    const answers = await Promise.allSettled(toggleNames.map((name) => gateway.getToggle(name)));
    return Object.fromEntries(answers.flatMap((answer, i) => (answer.status === 'fulfilled' ? [[toggleNames[i], answer.value]] : [])));
  });
  const premisesId = selected?.premisesId;
  const wantsHierarchy = journey !== undefined && needsHierarchy(journey) && premisesId !== undefined;
  const hierarchy = useSWR(wantsHierarchy ? ['asset-hierarchy', premisesId] : null, ([, id]: readonly [string, string]) => gateway.getAssetHierarchy(id));
  const today = isoDay(now());

  const failure: unknown = customer.error ?? properties.error ?? hierarchy.error;
  const ready = journey !== undefined && customer.data !== undefined && toggles.data !== undefined
    && (!wantsProperties || properties.data !== undefined) && (!wantsHierarchy || hierarchy.data !== undefined);

  const context = useMemo(() => {
    if (!ready || !journey || !customer.data || !toggles.data) return undefined;
    return buildContext(journey, {
      customer: customer.data.customer,
      properties: properties.data ?? [],
      selected,
      toggles: toggles.data,
      today,
      ...(hierarchy.data ? { hierarchy: hierarchy.data } : {}),
    });
  }, [ready, journey, customer.data, properties.data, selected, toggles.data, hierarchy.data, today]);

  if (failure !== undefined) return { status: 'failed', error: failure };
  return context ? { status: 'ready', context } : { status: 'loading' };
}
