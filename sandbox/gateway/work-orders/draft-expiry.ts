import { isoDateTime } from '../../db/dates';

/** repairs.md §9: drafts are kept 48 hours. */
export const DRAFT_LIFETIME_MS = 48 * 60 * 60 * 1000;

/**
 * Drafts whose last change (or, for seeded rows that were never changed here, their raised date) is at or
 * before this instant have expired: the gateway no longer finds them (404) and search leaves them out.
 */
export function draftExpiryCutoff(now: Date): string {
  return isoDateTime(new Date(now.getTime() - DRAFT_LIFETIME_MS));
}

export function isExpiredDraft(
  row: { is_draft: number; updated_at: string | null; raised_date: string },
  now: Date,
): boolean {
  return row.is_draft === 1 && (row.updated_at ?? row.raised_date) <= draftExpiryCutoff(now);
}

/** The same rule as SQL, for queries over many rows (table alias `w`). */
export const NOT_EXPIRED_DRAFT_SQL = 'NOT (w.is_draft = 1 AND COALESCE(w.updated_at, w.raised_date) <= @draftCutoff)';
