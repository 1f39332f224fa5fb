/** The people a high-rise block's residents can contact about its safety (portal.md §3 High-rise data). */
export const SAFETY_ROLES = [
  'principleAccountablePerson',
  'accountablePerson',
  'buildingSafetyManager',
  'responsiblePerson',
] as const;

export type SafetyRole = (typeof SAFETY_ROLES)[number];

/** One of them as the card shows them; null where the register holds nothing (the card shows a dash). */
export interface SafetyParty {
  readonly role: SafetyRole;
  readonly name: string | null;
  readonly address: string | null;
  readonly email: string | null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** An e-mail as a plain value or as { value } / { address } (portal.md §3: "an e-mail value"). */
function emailOf(party: Record<string, unknown>): string | null {
  const email = party.email;
  return text(email) ?? text(record(email)?.value) ?? text(record(email)?.address);
}

function nameOf(party: Record<string, unknown>): string | null {
  const name = record(record(party.person)?.name);
  return text([text(name?.givenName), text(name?.surname)].filter(Boolean).join(' '));
}

/**
 * The four parties of GET /assets/{id}/associates?expand=interestedParties, in the specification's order, each read
 * as far as the register holds it: an unknown shape gives nulls (dashes), never a crash.
 */
export function safetyParties(interestedParties: unknown): SafetyParty[] {
  const parties = record(interestedParties) ?? {};
  return SAFETY_ROLES.map((role) => {
    const party = record(parties[role]);
    if (!party) return { role, name: null, address: null, email: null };
    return {
      role,
      name: nameOf(party),
      address: text(record(party.postalAddress)?.formattedAddress),
      email: emailOf(party),
    };
  });
}
