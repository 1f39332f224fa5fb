import type { Db } from '../../db/open-database';

/** A configuration value as stored (always a string), or undefined when the key is not set. */
export function configurationValue(db: Db, name: string): string | undefined {
  return db.prepare('SELECT value FROM configuration WHERE name = ?').pluck().get(name) as string | undefined;
}
