import { openDatabase, openDatabaseImage, type Db } from '../../../sandbox/db/open-database';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';

/** A fixed clock for every seed test: a Saturday, mid-morning UTC. */
export const SEED_NOW = new Date('2026-11-21T10:30:00Z');

export function openSeededDatabase(now: Date = SEED_NOW): Db {
  const db = openDatabase(':memory:');
  seedDatabase(db, { now });
  return db;
}

const templates = new Map<string, Buffer>();

/**
 * A fresh copy of the database seeded at `now`. Seeding takes a few hundred milliseconds and is the same for the same
 * clock, so each test process seeds once per clock and every test gets its own copy of that (db.serialize()).
 */
export function seededCopy(now: Date): Db {
  const key = now.toISOString();
  let template = templates.get(key);
  if (!template) {
    const seeded = openSeededDatabase(now);
    template = seeded.serialize();
    seeded.close();
    templates.set(key, template);
  }
  return openDatabaseImage(template);
}

export function rows<T = Record<string, unknown>>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

/** A parsed JSON body: the tests check seeded bodies field by field, so they read them untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = Record<string, any>;

export function bodies<T = JsonBody>(db: Db, sql: string, ...params: unknown[]): T[] {
  return (
    db
      .prepare(sql)
      .pluck()
      .all(...params) as string[]
  ).map((b) => JSON.parse(b) as T);
}

export const TABLES = [
  'customers',
  'users',
  'assets',
  'tenancies',
  'configuration',
  'reference_data',
  'repair_reasons',
  'contractors',
  'accounts',
  'transactions',
  'documents',
  'communications',
  'cases',
  'case_activities',
  'compliance',
  'work_orders',
  'work_order_history',
  'service_requests',
  'asset_parties',
  'outbound_communications',
] as const;
