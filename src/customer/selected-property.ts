import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { SELECTED_PROPERTY_KEY } from '../shared/constants';
import type { PropertyOption } from './property-options';

/**
 * The premises id of the property the resident last chose, kept in sessionStorage so it survives a reload and
 * goes with everything else when logout or a 401 clears the storage.
 */
export const selectedPremisesIdAtom = atomWithStorage<string | null>(
  SELECTED_PROPERTY_KEY,
  null,
  // Read when first used (not at import), so the storage read happens in the browser, once the page runs.
  createJSONStorage<string | null>(() => sessionStorage),
);

/** The chosen property among `options` (the first when nothing, or a property no longer listed, was chosen). */
export function useSelectedProperty(options: readonly PropertyOption[]): [PropertyOption | undefined, (premisesId: string) => void] {
  const [storedId, setStoredId] = useAtom(selectedPremisesIdAtom);
  const selected = options.find((option) => option.premisesId === storedId) ?? options[0];
  return [selected, setStoredId];
}
