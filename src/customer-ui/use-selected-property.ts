import { useCallback, useSyncExternalStore } from 'react';
import type { PropertyOption } from '../customer/property-options';
import { storedPremisesId, storeSelectedPremisesId, subscribeToSelection } from '../customer/selected-property';

/** The chosen property among `options` (the first when nothing, or a property no longer listed, was chosen). */
export function useSelectedProperty(
  options: readonly PropertyOption[],
): [PropertyOption | undefined, (premisesId: string) => void] {
  const id = useSyncExternalStore(subscribeToSelection, storedPremisesId, () => null);
  const selected = options.find((option) => option.premisesId === id) ?? options[0];
  const select = useCallback((premisesId: string) => storeSelectedPremisesId(premisesId), []);
  return [selected, select];
}
