import type { Db } from '../db/open-database';
import type { ErrorItem } from './errors';
import { likePattern } from './work-orders/search-query';

export { likePattern };

/** A query string parameter reader: the first value of a name, undefined when absent. */
export type QueryReader = (name: string) => string | undefined;

/**
 * Reads a list's query parameters, collecting every problem (400 with one item per parameter) instead of stopping at
 * the first. Empty values mean "not sent", as the portal sends its empty filters.
 */
export class ListQueryReader {
  readonly problems: ErrorItem[] = [];

  constructor(private readonly get: QueryReader) {}

  /** The trimmed value of the first of `names` that is sent and not empty; '' when none is. */
  text(names: readonly string[], maxLength = 200): { name: string; value: string } {
    for (const name of names) {
      const value = (this.get(name) ?? '').trim();
      if (value === '') continue;
      if (value.length > maxLength) {
        this.problems.push({ field: name, code: 'maxLength', message: `must be at most ${maxLength} characters` });
        return { name, value: '' };
      }
      return { name, value };
    }
    return { name: names[0] ?? '', value: '' };
  }

  /** A whole number from `min` to `max`, from the first of `names` that is sent; `fallback` when none is. */
  integer(names: readonly string[], fallback: number, min: number, max: number): number {
    const { name, value } = this.text(names, 20);
    if (value === '') return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) {
      this.problems.push({ field: name, code: 'range', message: `must be a whole number from ${min} to ${max}` });
      return fallback;
    }
    return number;
  }

  /** A calendar date YYYY-MM-DD that exists; null when not sent (or wrong, with a problem). */
  isoDay(names: readonly string[]): string | null {
    const { name, value } = this.text(names, 20);
    if (value === '') return null;
    if (!isIsoDay(value)) {
      this.problems.push({ field: name, code: 'format', message: 'must be a date written YYYY-MM-DD' });
      return null;
    }
    return value;
  }

  /** One of `allowed` compared case- and space-insensitively; the allowed spelling, `fallback` when not sent. */
  choice<T extends string>(
    names: readonly string[],
    allowed: Readonly<Record<string, T>>,
    fallback: T,
    describe: string,
  ): T {
    const { name, value } = this.text(names, 100);
    if (value === '') return fallback;
    const key = normalise(value);
    const found = Object.entries(allowed).find(([spelling]) => normalise(spelling) === key);
    if (!found) {
      this.problems.push({ field: name, code: 'enum', message: `must be ${describe}` });
      return fallback;
    }
    return found[1];
  }

  /** Adds a problem found by a check across parameters (a from date after the to date…). */
  problem(item: ErrorItem): void {
    this.problems.push(item);
  }
}

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const londonHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });

/**
 * The instant a London day begins, written as the sandbox stores instants (YYYY-MM-DDTHH:mm:ssZ), so a resident's
 * "from 1 April" finds a message sent at 00:30 on 1 April London time (23:30 UTC on 31 March in summer time). UK
 * clocks change at 01:00 UTC, never at midnight, so the offset at 00:00 UTC of the day is the day's offset at midnight.
 */
export function londonDayStart(isoDay: string): string {
  const utcMidnight = new Date(`${isoDay}T00:00:00Z`);
  const offsetHours = Number(londonHour.format(utcMidnight)) % 24;
  return `${new Date(utcMidnight.getTime() - offsetHours * 3_600_000).toISOString().slice(0, 19)}Z`;
}

/** The next calendar day of YYYY-MM-DD. */
export function nextIsoDay(isoDay: string): string {
  return new Date(new Date(`${isoDay}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}

export interface PageRequest {
  /** The order asked for; ties on the order column go by id in the same direction. */
  order: 'asc' | 'desc';
  skip: number;
  limit: number;
  /** Every match (already counted), so a page in the second half can be read from the far end. */
  total: number;
}

/**
 * The ids of one page of a list, in the order asked (decision 0030 "Paging"). `select` is
 * `SELECT <alias>.id FROM <table> <alias> WHERE <filter>`, answerable from a covering index. A page in the second half
 * is read from the far end in the opposite order, so no page walks more than half the list: the last page of 10 000
 * costs what the first does.
 */
export function pageOfIds(
  db: Db,
  select: string,
  orderColumn: string,
  idColumn: string,
  params: Record<string, string | number>,
  page: PageRequest,
): string[] {
  const { skip, limit, total } = page;
  if (skip >= total || limit <= 0) return [];
  const forward = page.order === 'asc' ? 'ASC' : 'DESC';
  const fromEnd = skip > total / 2;
  const direction = fromEnd ? (forward === 'ASC' ? 'DESC' : 'ASC') : forward;
  const offset = fromEnd ? Math.max(0, total - skip - limit) : skip;
  const count = fromEnd ? Math.min(limit, total - skip) : limit;
  const ids = db
    .prepare(
      `${select} ORDER BY ${orderColumn} ${direction}, ${idColumn} ${direction} LIMIT @pageLimit OFFSET @pageOffset`,
    )
    .pluck()
    .all({ ...params, pageLimit: count, pageOffset: offset }) as string[];
  return fromEnd ? ids.reverse() : ids;
}

/** The rows of `ids` from `table` (id and body), in the order of `ids`: the only bodies a list reads. */
export function bodiesInOrder(db: Db, table: string, ids: readonly string[]): { id: string; body: string }[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT id, body FROM ${table} WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as { id: string; body: string }[];
  const byId = new Map(rows.map((row) => [row.id, row.body]));
  return ids.map((id) => ({ id, body: byId.get(id) ?? '' }));
}
