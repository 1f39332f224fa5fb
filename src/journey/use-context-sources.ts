import useSWR, { unstable_serialize, type Cache } from 'swr';
import type { Asset } from '../../schemas/generated/gateway.asset';
import type { Customer } from '../../schemas/generated/gateway.customer';
import type { PropertyOption } from '../customer/property-options';
import { useAssetHierarchy } from '../customer-ui/use-asset-hierarchy';
import { rememberedPremises } from '../customer/known-premises';
import { askCustomerAhead, useCustomer } from '../customer-ui/use-customer';
import { useSelectedProperty } from '../customer-ui/use-selected-property';
import { usePropertyOptions } from '../customer-ui/use-property-options';
import type { GatewayClient } from '../gateway';
import { preloadUnlessCached } from '../shared/preload-unless-cached';
import { useServices } from '../shared/services';
import type { ContextNeeds } from './session/context-needs';

/** What the gateway answered for a journey's context: each part once it has come. */
export interface ContextSourcesResult {
  readonly customer: Customer | undefined;
  readonly properties: readonly PropertyOption[] | undefined;
  readonly selected: PropertyOption | undefined;
  readonly toggles: Readonly<Record<string, boolean>> | undefined;
  readonly hierarchy: readonly Asset[] | undefined;
  /** Every part the needs ask for has come. */
  readonly ready: boolean;
  readonly failure: unknown;
}

const togglesKey = (names: readonly string[]) => ['journey-toggles', ...names];

/** The toggles a journey reads; a toggle whose call fails is off, as on the home page (src/shared/use-toggles.ts). */
const readToggles =
  (gateway: Pick<GatewayClient, 'getToggle'>, names: readonly string[]) =>
  async (): Promise<Record<string, boolean>> => {
    const answers = await Promise.allSettled(names.map((name) => gateway.getToggle(name)));
    return Object.fromEntries(
      answers.flatMap((answer, i) => (answer.status === 'fulfilled' ? [[names[i], answer.value]] : [])),
    ) as Record<string, boolean>;
  };

/**
 * Asks the gateway for what a journey's context needs first (the customer record, the toggles) before the journey's
 * code is asked for: the customer's answer leads to more calls (the properties, the chosen property's assets), and on a
 * phone's few connections the code's downloads would otherwise hold these calls back (issue 13). The hooks below take
 * the answers (SWR's preload).
 */
export function askContextAhead(
  gateway: Pick<GatewayClient, 'getCustomer' | 'getToggle' | 'getTenancyGroups' | 'getAssetHierarchy'>,
  needs: ContextNeeds | undefined,
  customerId: string | null,
  cache: Pick<Cache, 'get'>,
): void {
  if (!needs || !customerId) return;
  askCustomerAhead(gateway, customerId, cache);
  // The properties' groups and assets otherwise wait for the customer record, which names the premises; the premises
  // read earlier in this tab let them go out now (the gateway client keeps each answer a minute for the page's own
  // ask).
  if (needs.properties && cache.get(unstable_serialize(['property-options', customerId])) === undefined) {
    gateway.getTenancyGroups(customerId).catch(() => undefined);
    for (const premisesId of rememberedPremises(customerId))
      gateway.getAssetHierarchy(premisesId).catch(() => undefined);
  }
  preloadUnlessCached(cache, togglesKey(needs.toggles), readToggles(gateway, needs.toggles));
}

/**
 * The gateway's answers a journey's context is built from: the customer, their properties and the chosen one, the
 * toggles it declares, the chosen property's assets. Only what `needs` asks for is asked, each under one SWR key, so
 * the journey's route can ask from the build's manifest while the journey's code downloads, and the journey page then
 * finds the answers (issue 13).
 */
export function useContextSources(needs: ContextNeeds | undefined, customerId: string | null): ContextSourcesResult {
  const { gateway } = useServices();
  const customer = useCustomer(needs ? customerId : undefined);
  const properties = usePropertyOptions(needs?.properties ? customer.data?.customer : undefined);
  const [selected] = useSelectedProperty(properties.data ?? []);
  const toggleNames = needs?.toggles ?? [];
  // Toggles need only a login, not the customer's record: asked alongside it.
  const toggles = useSWR(needs && customerId ? togglesKey(toggleNames) : null, readToggles(gateway, toggleNames));
  const premisesId = selected?.premisesId;
  const wantsHierarchy = needs?.hierarchy === true && premisesId !== undefined;
  const hierarchy = useAssetHierarchy(wantsHierarchy ? premisesId : undefined);
  const ready =
    needs !== undefined &&
    customer.data !== undefined &&
    toggles.data !== undefined &&
    (!needs.properties || properties.data !== undefined) &&
    (!wantsHierarchy || hierarchy.data !== undefined);
  return {
    customer: customer.data?.customer,
    properties: properties.data,
    selected,
    toggles: toggles.data,
    hierarchy: hierarchy.data,
    ready,
    failure: customer.error ?? properties.error ?? hierarchy.error,
  };
}
