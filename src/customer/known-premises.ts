import { KNOWN_PREMISES_KEY } from '../shared/constants';

// The premises of the resident's properties as last read, kept in sessionStorage for the tab (and cleared with
// everything else at logout or a 401): a journey step opened from its address can then ask for the properties'
// assets alongside the customer record rather than after it, one round trip fewer before the page shows (issue 13).
// Only a head start: the pages still work from the customer record, and a premises no longer the resident's is
// asked for once, for nothing.

interface Known {
  readonly customerId: string;
  readonly premisesIds: readonly string[];
}

/** Remembers the premises of a customer's properties. */
export function rememberPremises(customerId: string, premisesIds: readonly string[]): void {
  sessionStorage.setItem(KNOWN_PREMISES_KEY, JSON.stringify({ customerId, premisesIds } satisfies Known));
}

/** The premises last read for this customer; none for another customer, or when nothing (readable) was kept. */
export function rememberedPremises(customerId: string): string[] {
  const raw = sessionStorage.getItem(KNOWN_PREMISES_KEY);
  if (raw === null) return [];
  try {
    const known = JSON.parse(raw) as Partial<Known> | null;
    if (known?.customerId !== customerId || !Array.isArray(known.premisesIds)) return [];
    return known.premisesIds.filter((id): id is string => typeof id === 'string');
  } catch {
    // Not written by this module: as if nothing was kept, which only loses the head start.
    return [];
  }
}
