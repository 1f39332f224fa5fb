import type { Db } from '../../db/open-database';

/** How many counts are kept: one per resident and search, the oldest forgotten first. */
const KEPT_COUNTS = 1000;

/**
 * The number of a resident's repairs that are not drafts and match a search, kept until any of their work orders
 * changes (migration 004 moves a version on every change), so paging through 10 000 repairs counts them once, not
 * on every page (issue 13). Drafts are counted afresh each time: a draft expires as time passes, and a resident has
 * few.
 */
export class RepairCountCache {
  private readonly counts = new Map<string, { readonly version: number; readonly count: number }>();

  constructor(private readonly db: Db) {}

  /** The count for `search` (the SQL filter and its parameters), computed by `count` when not kept for this version. */
  nonDrafts(customerId: string, search: string, count: () => number): number {
    const version =
      (this.db.prepare('SELECT version FROM work_order_versions WHERE customer_id = ?').pluck().get(customerId) as
        number | undefined) ?? 0;
    const key = `${customerId}\u0000${search}`;
    const kept = this.counts.get(key);
    if (kept && kept.version === version) {
      // Most recently used last, so the oldest is the first to go.
      this.counts.delete(key);
      this.counts.set(key, kept);
      return kept.count;
    }
    const fresh = { version, count: count() };
    this.counts.delete(key);
    this.counts.set(key, fresh);
    if (this.counts.size > KEPT_COUNTS) this.counts.delete(this.counts.keys().next().value as string);
    return fresh.count;
  }
}
