/** Date-times as the sandbox stores them: YYYY-MM-DDTHH:mm:ssZ (UTC, whole seconds), so text order is time order. */
export function isoDateTime(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}

/** YYYY-MM-DD (UTC). */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export const DAY_MS = 86_400_000;

export function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}
