import { KNOWN_PREMISES_KEY } from '../shared/constants';
import { readSessionJson } from '../shared/session-value';

// The premises of the resident's properties as last read, kept in sessionStorage for the tab (and cleared with
// everything else at logout or a 401): a journey step opened from its address can then ask for the properties'
// assets alongside the customer record rather than after it, one round trip fewer before the page shows (issue 13).
// Only a head start: the pages still work from the customer record, and a premises no longer the resident's is
// asked for once, for nothing.

interface Known {
  readonly customerId: string;
  readonly premisesIds: readonly string[];
}

/** A kept value of this module's shape, or null. */
function asKnown(value: unknown): Known | null {
  const kept = value as Partial<Known> | null;
  if (typeof kept?.customerId !== 'string' || !Array.isArray(kept.premisesIds)) return null;
  return {
    customerId: kept.customerId,
    premisesIds: kept.premisesIds.filter((id): id is string => typeof id === 'string'),
  };
}

/** Remembers the premises of a customer's properties. */
export function rememberPremises(customerId: string, premisesIds: readonly string[]): void {
  sessionStorage.setItem(KNOWN_PREMISES_KEY, JSON.stringify({ customerId, premisesIds } satisfies Known));
}

/** The premises last read for this customer; none for another customer, or when nothing (readable) was kept. */
export function rememberedPremises(customerId: string): string[] {
  // Not written by this module (another shape): as if nothing was kept, which only loses the head start.
  const kept = readSessionJson(KNOWN_PREMISES_KEY, asKnown);
  return kept?.customerId === customerId ? [...kept.premisesIds] : [];
}
