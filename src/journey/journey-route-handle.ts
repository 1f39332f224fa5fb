import { journeyStorageKey, LATEST_JOURNEY_KEY } from './storage-keys';

// Which journey an address serves, read by the journey page; kept apart from the route objects (journey-routes.ts),
// which load the journey page lazily, so neither module imports the other.

/**
 * The handle of a journey route: the journeys whose steps live at this address, and the parameters of their entries.
 */
export interface JourneyRouteHandle {
  readonly journeyIds: readonly string[];
  /** Journey id → the address parameters its entry needs (journeys with an entry only). */
  readonly entries?: Readonly<Record<string, readonly string[]>>;
  /** The journeys whose entry opens with any one of its parameters (all are optional), not all of them. */
  readonly anyEntries?: readonly string[];
  /**
   * Journey id → its step's address as the journey writes it, where journeys write the shared address differently
   * ('/ContactDetails' of the referral, '/contactdetails' of a case; docs/decisions/0039).
   */
  readonly spellings?: Readonly<Record<string, string>>;
}

/** Remembers the journey the resident is in, so an address two journeys share opens that one. */
export function markLatestJourney(journeyId: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(LATEST_JOURNEY_KEY, journeyId);
}

/**
 * The journey a journey route (its handle) serves: the one whose entry the address's parameters make (the repair detail
 * page's "/appointmentscheduler?mode=reschedule&id=…"); else the one the resident last worked in, when they have its
 * draft; else, among those they have a draft of or else among all, the one that writes the address exactly as opened
 * (`pathname`: '/ContactDetails' is the referral's, '/contactdetails' a case's); else the first.
 */
export function journeyIdOf(
  handle: JourneyRouteHandle | undefined,
  search = '',
  storage: Pick<Storage, 'getItem'> = sessionStorage,
  pathname = '',
): string | undefined {
  if (!handle) return undefined;
  const params = new URLSearchParams(search);
  const has = (name: string) => (params.get(name) ?? '') !== '';
  const entered = handle.journeyIds.find((id) =>
    handle.anyEntries?.includes(id) ? handle.entries?.[id]?.some(has) : handle.entries?.[id]?.every(has),
  );
  if (entered) return entered;
  const withDraft = handle.journeyIds.filter((id) => storage.getItem(journeyStorageKey(id)) !== null);
  const latest = storage.getItem(LATEST_JOURNEY_KEY);
  const spelt = (ids: readonly string[]) => ids.find((id) => handle.spellings?.[id] === pathname);
  return (
    withDraft.find((id) => id === latest) ??
    spelt(withDraft) ??
    withDraft[0] ??
    spelt(handle.journeyIds) ??
    handle.journeyIds[0]
  );
}
