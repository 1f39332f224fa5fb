import { SELECTED_PROPERTY_KEY } from '../shared/constants';
import { aString, readSessionJson } from '../shared/session-value';

// The premises id of the property the resident last chose, kept in sessionStorage so it survives a reload and goes
// with everything else when logout or a 401 clears the storage. The home page, the repair history and the journeys
// share it (through useSelectedProperty in src/customer-ui); a plain external store keeps jotai (the journeys' state)
// off the first download (issue 13).
const listeners = new Set<() => void>();

/** The premises id last chosen in this tab, or null. */
export function storedPremisesId(): string | null {
  // Not a string (an older shape): as if nothing was chosen, which shows the first property.
  return readSessionJson(SELECTED_PROPERTY_KEY, aString);
}

/** Calls `listener` whenever the chosen property changes; returns how to stop. */
export function subscribeToSelection(listener: () => void): () => void {
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
