import type { Db } from '../../../sandbox/db/open-database';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { createTestGateway, type TestGateway } from './test-gateway';
import { SEEDED_AT, TOKENS } from './repair-seeded-world';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';

const { alex } = PERSONAS;

const stamp = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const counter = (i: number): string => i.toString(16).padStart(8, '0');

/**
 * Copies of Alex's seeded messages until he has `total`, an hour apart going back from two years ago (so the seeded
 * ones stay the newest), every seventh unread; ids `c0330000-0000-4000-8000-1111xxxxxxxx`.
 */
export function addMessages(db: Db, total: number): void {
  const seeded = db
    .prepare('SELECT * FROM communications WHERE customer_id = ? ORDER BY created_date DESC')
    .all(alex.customerId) as Record<string, string>[];
  const insert = db.prepare(
    'INSERT INTO communications (id, customer_id, asset_id, status, category, created_date, body) VALUES (@id, @customer_id, @asset_id, @status, @category, @created_date, @body)',
  );
  const start = SEEDED_AT.getTime() - 2 * 365 * 86_400_000;
  db.transaction(() => {
    for (let i = 0; i < total - seeded.length; i += 1) {
      const from = seeded[i % seeded.length] as Record<string, string>;
      const id = `c0330000-0000-4000-8000-1111${counter(i)}`;
      const status = i % 7 === 0 ? 'UNREAD' : 'READ';
      const createdDate = stamp(start - i * 3_600_000);
      const body = {
        ...(JSON.parse(from.body ?? '{}') as Record<string, unknown>),
        identifier: id,
        status,
        createdDate,
      };
      insert.run({ ...from, id, status, created_date: createdDate, body: JSON.stringify(body) });
    }
  })();
}

/** Copies of the rent account's seeded transactions until it has `total`, a day apart going back before the first. */
export function addTransactions(db: Db, accountId: string, total: number): void {
  const seeded = db
    .prepare('SELECT * FROM transactions WHERE account_id = ? ORDER BY transaction_date')
    .all(accountId) as Record<string, string | number>[];
  const first = seeded[0];
  if (!first) throw new Error(`account ${accountId} has no transactions`);
  const insert = db.prepare(
    'INSERT INTO transactions (id, account_id, transaction_date, payment_code, kind, amount, running_balance, description, body) VALUES (@id, @account_id, @transaction_date, @payment_code, @kind, @amount, @running_balance, @description, @body)',
  );
  const oldest = Date.parse(String(first.transaction_date));
  db.transaction(() => {
    for (let i = 0; i < total - seeded.length; i += 1) {
      const from = seeded[i % seeded.length] as Record<string, string | number>;
      const id = `7a000000-0000-4000-8000-2222${counter(i)}`;
      const at = stamp(oldest - (i + 1) * 86_400_000);
      const body = JSON.parse(String(from.body)) as Record<string, unknown>;
      const next = { ...body, 'transaction-identifier': id, dates: { 'transaction-date': at, 'created-date': at } };
      insert.run({ ...from, id, transaction_date: at, body: JSON.stringify(next) });
    }
  })();
}

/** The seeded personas behind a gateway, with Alex's inbox and rent account grown to `messages` and `transactions`. */
export function longListGateway(sizes: { messages?: number; transactions?: number }): TestGateway {
  return createTestGateway({
    seed: (db) => {
      seedDatabase(db, { now: SEEDED_AT });
      if (sizes.messages) addMessages(db, sizes.messages);
      if (sizes.transactions) addTransactions(db, alex.rentAccountId, sizes.transactions);
    },
    tokens: TOKENS,
    start: SEEDED_AT,
  });
}

/** The query plan's details, joined, for checking which index a statement walks. */
export function queryPlan(db: Db, sql: string, params: Record<string, string | number> = {}): string {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[])
    .map((row) => row.detail)
    .join(' | ');
}

/**
 * Whether a statement reads any column of a table row (not only index entries): SQLite's plan calls an index whose
 * generated column it reads "USING INDEX" with a deferred seek, which never happens if no table column is read.
 */
export function readsTableRows(db: Db, sql: string): boolean {
  const program = db.prepare(`EXPLAIN ${sql}`).all() as { opcode: string; p1: number; p4: unknown }[];
  // A table cursor is opened with its column count; an index cursor with its key information (k(…)).
  const tableCursors = new Set(
    program.filter((op) => op.opcode === 'OpenRead' && !String(op.p4).startsWith('k(')).map((op) => op.p1),
  );
  return program.some((op) => (op.opcode === 'Column' || op.opcode === 'Rowid') && tableCursors.has(op.p1));
}

/** Median milliseconds of `runs` calls. */
export async function medianMs(runs: number, call: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}
