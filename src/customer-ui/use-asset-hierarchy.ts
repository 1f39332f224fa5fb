import useSWR from 'swr';
import { useServices } from '../shared/services';

/**
 * A property's asset hierarchy (the property and the assets above it: block, estate…), under the SWR key the journeys'
 * context uses too, so a page and the journey it opens ask once.
 */
export function useAssetHierarchy(premisesId: string | undefined) {
  const { gateway } = useServices();
  return useSWR(premisesId ? (['asset-hierarchy', premisesId] as const) : null, ([, id]: readonly [string, string]) =>
    gateway.getAssetHierarchy(id),
  );
}
