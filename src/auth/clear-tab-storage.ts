import { forgetEarlyEvents } from '../shared/telemetry';

/**
 * Ends what the session keeps in this tab (portal.md §4: a logout or a 401 clears all storage): the tab's storage,
 * and the telemetry events still waiting in memory, which would otherwise be written back to it as the page is left.
 */
export function clearTabStorage(sessionStorage: Storage): void {
  sessionStorage.clear();
  forgetEarlyEvents();
}
