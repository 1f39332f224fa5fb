import type { Db } from '../../db/open-database';
import type { Customer, TenancySummary } from '../../../schemas/generated/gateway.customer';
import type { CustomerUpdate } from '../../../schemas/generated/gateway.customer-update';
import { etagOf } from '../etag';
import { parseStoredBody } from './stored-body';

/** What the customers table keeps: the representation minus the parts the gateway derives. */
export type StoredCustomer = Omit<Customer, 'eTag' | 'tenanciesSummaries'>;
type TelecomsType = 'mobilePhone' | 'homePhone' | 'workPhone';

export function loadStoredCustomer(db: Db, customerId: string): StoredCustomer | undefined {
  const row = db.prepare('SELECT body FROM customers WHERE id = ?').get(customerId) as { body: string } | undefined;
  return row && parseStoredBody<StoredCustomer>('customers', customerId, row.body);
}

/**
 * The customer as GET /customers/{id} returns it: the stored body, every tenancy (active and ended; the client
 * filters on isTenancyActive) and an eTag computed over all of that, so a tenancy change also changes it.
 */
export function customerRepresentation(db: Db, customerId: string, stored: StoredCustomer): Customer {
  const rows = db
    .prepare('SELECT id, body FROM tenancies WHERE customer_id = ? ORDER BY start_date, id')
    .all(customerId) as { id: string; body: string }[];
  const tenanciesSummaries = rows.map((row) => ({
    tenancySummary: parseStoredBody<TenancySummary>('tenancies', row.id, row.body),
  }));
  const withoutTag = { ...stored, tenanciesSummaries };
  return { ...withoutTag, eTag: etagOf(withoutTag) };
}

/**
 * Applies a contact-details update: each phone given replaces that type's number (an empty string removes
 * it, an absent one is left alone) and the e-mail replaces the email digital address. Entries the update
 * does not name keep their order.
 */
export function applyContactUpdate(stored: StoredCustomer, update: CustomerUpdate): StoredCustomer {
  let telecoms = [...(stored.addresses.telecomsAddresses ?? [])];
  const phones: [TelecomsType, string | undefined][] = [
    ['mobilePhone', update.mobilePhone],
    ['homePhone', update.homePhone],
    ['workPhone', update.workPhone],
  ];
  for (const [type, number] of phones) {
    if (number === undefined) continue;
    const index = telecoms.findIndex((t) => t.telecomsAddressType === type);
    if (number === '') telecoms = telecoms.filter((t) => t.telecomsAddressType !== type);
    else if (index >= 0) telecoms[index] = { telecomsAddressType: type, number };
    else telecoms.push({ telecomsAddressType: type, number });
  }
  const digital = [...(stored.addresses.digitalAddresses ?? [])];
  const emailIndex = digital.findIndex((d) => d.digitalAddressType === 'email');
  const email = { digitalAddressType: 'email' as const, address: update.emailAddress };
  if (emailIndex >= 0) digital[emailIndex] = email;
  else digital.push(email);
  return { ...stored, addresses: { ...stored.addresses, telecomsAddresses: telecoms, digitalAddresses: digital } };
}

export function saveStoredCustomer(db: Db, customerId: string, stored: StoredCustomer): void {
  db.prepare('UPDATE customers SET body = ? WHERE id = ?').run(JSON.stringify(stored), customerId);
}
