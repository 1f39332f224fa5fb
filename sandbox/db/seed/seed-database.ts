import type { Db } from '../open-database';
import type { ReferenceData } from '../reference-data/reference-data-files';
import { seedAccounts } from './seed-accounts';
import { seedAssets } from './seed-assets';
import { seedCases } from './seed-cases';
import { seedCommunications } from './seed-communications';
import { seedCompliance } from './seed-compliance';
import { seedConfiguration } from './seed-configuration';
import { createSeedContext } from './seed-context';
import { seedContractors } from './seed-contractors';
import { seedCustomers } from './seed-customers';
import { seedHighRise } from './seed-high-rise';
import { seedReferenceData } from './seed-reference-data';
import { seedStatements } from './seed-statements';
import { seedTenancies } from './seed-tenancies';
import { seedWorkOrders } from './seed-work-orders';

export interface SeedOptions {
  /** The moment the data is anchored to: tenancies, transactions, appointments and messages are relative to it. */
  now: Date;
  /** The reference data to start from (a checked copy of an analyst's files); the committed files when absent. */
  referenceData?: ReferenceData;
}

/**
 * Fills an empty sandbox database with the demo personas and everything their journeys need, in one transaction.
 * Does nothing when customers already exist, so it is safe to call at every start. Returns whether it seeded.
 * The same `now` always gives the same rows.
 */
export function seedDatabase(db: Db, options: SeedOptions): boolean {
  const existing = db.prepare('SELECT COUNT(*) FROM customers').pluck().get() as number;
  if (existing > 0) return false;
  const ctx = createSeedContext(options.now);
  db.transaction(() => {
    // Order matters: rows refer to earlier ones (foreign keys), and statements read the transactions,
    // messages the statements and cases.
    seedConfiguration(db, ctx);
    seedReferenceData(db, options.referenceData);
    seedContractors(db, ctx);
    seedCustomers(db, ctx);
    seedAssets(db, ctx);
    seedTenancies(db, ctx);
    seedAccounts(db, ctx);
    seedStatements(db, ctx);
    seedHighRise(db, ctx);
    seedCompliance(db, ctx);
    seedCases(db, ctx);
    seedCommunications(db, ctx);
    seedWorkOrders(db, ctx);
  })();
  return true;
}
