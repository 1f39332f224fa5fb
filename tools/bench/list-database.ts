// The database of the list benchmarks (issue 13, "the same for every list endpoint"): the seeded sandbox with its
// resident Alex's inbox, rent account and cases each grown to the same number of rows. The copies are laid out as the
// deterministic plan tests lay theirs (tests/sandbox/gateway/long-lists.ts and case-list-at-scale.test.ts): older
// than everything seeded, an hour (a day for transactions) apart, so the seeded rows stay the newest and each list's
// order is the same every run.
import { openDatabase, type Db } from '../../sandbox/db/open-database';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { seedDatabase } from '../../sandbox/db/seed/seed-database';
import { copyId, growRows, storedInstant } from './list-rows';
import { BENCH_NOW } from './paging';

const { alex } = PERSONAS;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Row = Record<string, unknown>;

/** Alex's messages, every seventh copy unread (the inbox counts the unread on every page). */
function growMessages(db: Db, total: number): void {
  const seeded = db
    .prepare('SELECT * FROM communications WHERE customer_id = ? ORDER BY created_date DESC, id DESC')
    .all(alex.customerId) as Row[];
  const start = BENCH_NOW.getTime() - 2 * 365 * DAY;
  growRows(db, {
    table: 'communications',
    seeded,
    total,
    copy: (_from, body, i) => {
      const id = copyId('c0330000-0000-4000-8000-1111', i);
      const status = i % 7 === 0 ? 'UNREAD' : 'READ';
      const createdDate = storedInstant(start - i * HOUR);
      return { id, status, created_date: createdDate, body: { ...body, identifier: id, status, createdDate } };
    },
  });
}

/** Alex's rent account's transactions, a day apart before the first seeded one. */
function growTransactions(db: Db, total: number): void {
  const seeded = db
    .prepare('SELECT * FROM transactions WHERE account_id = ? ORDER BY transaction_date, id')
    .all(alex.rentAccountId) as Row[];
  const oldest = Date.parse(String(seeded[0]?.transaction_date));
  growRows(db, {
    table: 'transactions',
    seeded,
    total,
    copy: (_from, body, i) => {
      const id = copyId('7a000000-0000-4000-8000-2222', i);
      const at = storedInstant(oldest - (i + 1) * DAY);
      return {
        id,
        transaction_date: at,
        body: { ...body, 'transaction-identifier': id, dates: { 'transaction-date': at, 'created-date': at } },
      };
    },
  });
}

/** Alex's cases, each copy keeping its original's property, block or estate (the list asks for all three). */
function growCases(db: Db, total: number): void {
  const seeded = db
    .prepare('SELECT * FROM cases WHERE customer_id = ? ORDER BY created_date DESC, id DESC')
    .all(alex.customerId) as Row[];
  const start = BENCH_NOW.getTime() - 2 * 365 * DAY;
  growRows(db, {
    table: 'cases',
    seeded,
    total,
    copy: (_from, body, i) => {
      const id = copyId('ca5e0000-0000-4000-8000-3333', i);
      const reference = `CAS-${900_000 + i}`;
      const createdDate = storedInstant(start - i * HOUR);
      return {
        id,
        reference,
        created_date: createdDate,
        body: { ...body, id, caseReferenceNumber: reference, createdDate },
      };
    },
  });
}

/**
 * A seeded sandbox whose resident Alex has `rows` messages, `rows` transactions on his rent account and `rows` cases.
 */
export function manyListsDatabase(rows: number): Db {
  const db = openDatabase(':memory:');
  seedDatabase(db, { now: BENCH_NOW });
  growMessages(db, rows);
  growTransactions(db, rows);
  growCases(db, rows);
  // No ANALYZE: the sandbox never runs it, so the planner chooses here as it does there.
  return db;
}
