import { createHash } from 'node:crypto';
import type { Db } from '../open-database';
import { hashPassword } from '../password';
import { addDays, isoDateTime } from '../dates';
import { DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS, UNREGISTERED_CUSTOMER } from './personas';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

type Phone = { telecomsAddressType: 'mobilePhone' | 'homePhone' | 'workPhone'; number: string };

interface CustomerSeed {
  person: { customerId: string; userId?: string; email: string; title: string; givenName: string; surname: string };
  externalIdentifier: string;
  dateOfBirth: string;
  phones: Phone[];
  isCatalyst: boolean;
  registeredDaysAgo: number;
}

// Phone numbers are from Ofcom's drama ranges (07700 900xxx, 020 7946 0xxx), so none of them can ring anyone.
const CUSTOMERS: CustomerSeed[] = [
  {
    person: PERSONAS.alex,
    externalIdentifier: 'NG-1004512',
    dateOfBirth: '1988-04-12',
    phones: [
      { telecomsAddressType: 'mobilePhone', number: '07700900101' },
      { telecomsAddressType: 'homePhone', number: '02079460101' },
    ],
    isCatalyst: false,
    registeredDaysAgo: 700,
  },
  {
    person: PERSONAS.bea,
    externalIdentifier: 'NG-1002234',
    dateOfBirth: '1971-11-03',
    phones: [
      { telecomsAddressType: 'mobilePhone', number: '07700900202' },
      { telecomsAddressType: 'homePhone', number: '02079460202' },
      { telecomsAddressType: 'workPhone', number: '02079460203' },
    ],
    isCatalyst: false,
    registeredDaysAgo: 1200,
  },
  {
    // No mobile: the profile counts as incomplete, so the home page asks Chris to complete it.
    person: PERSONAS.chris,
    externalIdentifier: 'NG-1003345',
    dateOfBirth: '1965-07-21',
    phones: [
      { telecomsAddressType: 'homePhone', number: '02079460303' },
      { telecomsAddressType: 'workPhone', number: '02079460304' },
    ],
    isCatalyst: false,
    registeredDaysAgo: 400,
  },
  {
    person: PERSONAS.dana,
    externalIdentifier: 'CAT-0045601',
    dateOfBirth: '1993-02-28',
    phones: [{ telecomsAddressType: 'mobilePhone', number: '07700900404' }],
    isCatalyst: true,
    registeredDaysAgo: 300,
  },
  {
    person: OTHER_CUSTOMER,
    externalIdentifier: 'NG-1005678',
    dateOfBirth: '1958-09-09',
    phones: [{ telecomsAddressType: 'mobilePhone', number: '07700900505' }],
    isCatalyst: false,
    registeredDaysAgo: 900,
  },
  {
    // No users row: the registration journey links a new login to this customer.
    person: UNREGISTERED_CUSTOMER,
    externalIdentifier: 'NG-1006789',
    dateOfBirth: UNREGISTERED_CUSTOMER.dateOfBirth,
    phones: [{ telecomsAddressType: 'mobilePhone', number: '07700900606' }],
    isCatalyst: false,
    registeredDaysAgo: 0,
  },
  {
    // Last, so every row seeded before her stays as it was.
    person: PERSONAS.ada,
    externalIdentifier: 'NG-1007890',
    dateOfBirth: '1996-08-30',
    phones: [{ telecomsAddressType: 'mobilePhone', number: '07700900707' }],
    isCatalyst: false,
    registeredDaysAgo: 320,
  },
];

/** Customers (gateway bodies without eTag and tenanciesSummaries, which the gateway derives) and their logins. */
export function seedCustomers(db: Db, ctx: SeedContext): void {
  for (const c of CUSTOMERS) {
    const body = {
      id: c.person.customerId,
      'external-identifier': c.externalIdentifier,
      person: {
        name: { title: c.person.title, givenName: c.person.givenName, surname: c.person.surname },
        dateOfBirth: c.dateOfBirth,
      },
      addresses: {
        telecomsAddresses: c.phones,
        digitalAddresses: [{ digitalAddressType: 'email', address: c.person.email }],
      },
      statuses: [{ type: 'isCatalystCustomer', value: String(c.isCatalyst) }],
    };
    writeRow(db, 'customers', { id: c.person.customerId, is_catalyst: c.isCatalyst, body });
    const { userId } = c.person;
    if (userId) writeUser(db, ctx, { ...c.person, userId }, c.person.customerId, c.registeredDaysAgo);
  }
  writeUser(db, ctx, PERSONAS.eli, null, 30);
}

function writeUser(
  db: Db,
  ctx: SeedContext,
  person: { userId: string; email: string; givenName: string; surname: string },
  customerId: string | null,
  registeredDaysAgo: number,
): void {
  writeRow(db, 'users', {
    id: person.userId,
    email: person.email,
    password_hash: seededPasswordHash(person.userId),
    given_name: person.givenName,
    family_name: person.surname,
    customer_id: customerId,
    created_at: isoDateTime(addDays(ctx.now, -registeredDaysAgo)),
  });
}

/**
 * The seeded hash is the same on every seeding (a fixed salt), so one process works it out once per user: scrypt is
 * deliberately slow, and the browser tests seed a fresh sandbox for every test.
 */
const seededHashes = new Map<string, string>();

function seededPasswordHash(userId: string): string {
  let hash = seededHashes.get(userId);
  if (hash === undefined) {
    hash = hashPassword(DEMO_PASSWORD, saltFor(userId));
    seededHashes.set(userId, hash);
  }
  return hash;
}

/** A salt fixed per user, so seeding twice gives identical rows; still unique per account. */
function saltFor(userId: string): Buffer {
  return createHash('sha256').update(`seed-salt:${userId}`).digest().subarray(0, 16);
}
