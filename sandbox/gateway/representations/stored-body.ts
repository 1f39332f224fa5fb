import { StoredBodyError } from '../errors';

/** Parses the gateway representation kept in a row's `body` column. */
export function parseStoredBody<T>(table: string, id: string, body: string): T {
  try {
    return JSON.parse(body) as T;
  } catch (cause) {
    throw new StoredBodyError(table, id, { cause });
  }
}
