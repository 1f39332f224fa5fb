import type { Db } from '../open-database';

type Column = string | number | null | Buffer | object | boolean | undefined;

const statements = new WeakMap<Db, Map<string, ReturnType<Db['prepare']>>>();

/**
 * Inserts one row. Objects and arrays (bodies, metadata) are stored as JSON text, booleans as 0/1,
 * undefined as NULL; Buffers stay BLOBs.
 */
export function writeRow(db: Db, table: string, row: Record<string, Column>): void {
  const columns = Object.keys(row);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  statement.run(columns.map((c) => toSqlValue(row[c])));
}

function toSqlValue(value: Column): string | number | null | Buffer {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Buffer.isBuffer(value)) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}
