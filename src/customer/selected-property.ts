import { useCallback, useSyncExternalStore } from 'react';
import { SELECTED_PROPERTY_KEY } from '../shared/constants';
import type { PropertyOption } from './property-options';

// The premises id of the property the resident last chose, kept in sessionStorage so it survives a reload and goes
// with everything else when logout or a 401 clears the storage. The home page, the repair history and the journeys
// share it; a plain external store keeps jotai (the journeys' state) off the first download (issue 13).
const listeners = new Set<() => void>();

function storedId(): string | null {
  const raw = sessionStorage.getItem(SELECTED_PROPERTY_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : null;
  } catch {
    // Not written by this module (an older shape): as if nothing was chosen, which shows the first property.
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Remembers the chosen property for this tab and tells every page showing a choice. */
export function storeSelectedPremisesId(premisesId: string): void {
  sessionStorage.setItem(SELECTED_PROPERTY_KEY, JSON.stringify(premisesId));
  for (const listener of [...listeners]) listener();
}

/** The chosen property among `options` (the first when nothing, or a property no longer listed, was chosen). */
export function useSelectedProperty(
  options: readonly PropertyOption[],
): [PropertyOption | undefined, (premisesId: string) => void] {
  const id = useSyncExternalStore(subscribe, storedId, () => null);
  const selected = options.find((option) => option.premisesId === id) ?? options[0];
  const select = useCallback((premisesId: string) => storeSelectedPremisesId(premisesId), []);
  return [selected, select];
}
