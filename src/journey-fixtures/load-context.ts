import { isoDay } from '../shared/dates';
import type { Journey } from '../engine';
import { activeTenancies, type GatewayClient } from '../gateway';
import { buildContext, declaredToggles, needsHierarchy, needsProperties } from '../journey/session/build-context';
import { propertyAddress, propertyOptions } from '../customer/property-options';

export interface ContextOptions {
  /** The property chosen on the home page; the first one offered when absent (as the portal does). */
  readonly selectedPropertyId?: string;
  readonly now: Date;
}

/**
 * The journey's context read from the gateway exactly as the portal's journey page reads it
 * (src/journey/use-journey-context.ts), without React: the customer, their properties and the chosen one, the
 * toggles the journey declares (a toggle whose call fails is off), the chosen property's hierarchy when declared.
 */
export async function loadJourneyContext(
  journey: Journey,
  gateway: GatewayClient,
  customerId: string,
  options: ContextOptions,
): Promise<Record<string, unknown>> {
  const { customer } = await gateway.getCustomer(customerId);
  let properties: ReturnType<typeof propertyOptions> = [];
  if (needsProperties(journey)) {
    const tenancies = activeTenancies(customer);
    const premisesIds = [...new Set(tenancies.flatMap((t) => t.premisesIds.slice(0, 1)))];
    const [groups, hierarchies] = await Promise.all([
      gateway.getTenancyGroups(customer.id),
      Promise.all(premisesIds.map((id) => gateway.getAssetHierarchy(id))),
    ]);
    properties = propertyOptions(
      tenancies,
      groups,
      new Map(premisesIds.map((id, i) => [id, propertyAddress(id, hierarchies[i] ?? [])])),
    );
  }
  const selected = properties.find((p) => p.premisesId === options.selectedPropertyId) ?? properties[0];
  if (options.selectedPropertyId !== undefined && selected?.premisesId !== options.selectedPropertyId) {
    throw new Error(
      `selectedPropertyId ${options.selectedPropertyId} is not one of the resident's properties (${properties.map((p) => p.premisesId).join(', ') || 'none'})`,
    );
  }
  const names = declaredToggles(journey);
  const answers = await Promise.allSettled(names.map((name) => gateway.getToggle(name)));
  const toggles = Object.fromEntries(
    answers.flatMap((answer, i) => (answer.status === 'fulfilled' ? [[names[i], answer.value]] : [])),
  );
  const hierarchy =
    needsHierarchy(journey) && selected ? await gateway.getAssetHierarchy(selected.premisesId) : undefined;
  return buildContext(journey, {
    customer,
    properties,
    selected,
    toggles,
    today: isoDay(options.now),
    ...(hierarchy ? { hierarchy } : {}),
  });
}
