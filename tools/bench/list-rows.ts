// Growing one resident's list to a benchmark's size by copying the rows the sandbox seeded for it: the copies keep
// the seeded rows' columns and bodies (so the gateway answers them as it answers real ones) and differ only where the
// caller says — an id, a date, a reference. Everything is a function of the row's number, so every run pages the same
// data (no random ids, no clock).
import type { Db } from '../../sandbox/db/open-database';

type Row = Record<string, unknown>;

export interface GrowOptions {
  readonly table: string;
  /** The seeded rows to copy, in turn; how many there are counts towards `total`. */
  readonly seeded: readonly Row[];
  readonly total: number;
  /**
   * The columns that differ in copy `i` of `from`, given its body parsed; a body given as an object is written as JSON.
   */
  readonly copy: (from: Row, body: Record<string, unknown>, i: number) => Row;
}

/**
 * Inserts copies of `seeded` until there are `total` rows, in one transaction. The columns written are the table's
 * stored ones (PRAGMA table_xinfo's hidden 0): generated columns such as search_text are left to SQLite.
 */
export function growRows(db: Db, { table, seeded, total, copy }: GrowOptions): void {
  if (seeded.length === 0) throw new Error(`no seeded ${table} to copy`);
  const columns = (db.prepare(`PRAGMA table_xinfo(${table})`).all() as Array<{ name: string; hidden: number }>)
    .filter((c) => c.hidden === 0)
    .map((c) => c.name);
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  db.transaction(() => {
    for (let i = 0; i < total - seeded.length; i += 1) {
      const from = seeded[i % seeded.length] as Row;
      const body = JSON.parse(String(from.body ?? '{}')) as Record<string, unknown>;
      const changed = copy(from, body, i);
      const row = Object.fromEntries(columns.map((c) => [c, c in changed ? changed[c] : from[c]]));
      if (typeof row.body === 'object' && row.body !== null) row.body = JSON.stringify(row.body);
      insert.run(row);
    }
  })();
}

/** A UUID-shaped id for copy `i`: a prefix of the caller's (8-4-4-4-4 hex, one per table) and `i` in 8 hex digits. */
export function copyId(prefix: string, i: number): string {
  return `${prefix}${i.toString(16).padStart(8, '0')}`;
}

/** An instant as the sandbox stores list dates: ISO 8601 to the second, in UTC. */
export function storedInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}
