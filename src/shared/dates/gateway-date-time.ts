// The gateway writes date-times as YYYY-MM-DDTHH:mm:ss, with or without a zone (repairs.md §9; the sandbox adds Z).
// JavaScript reads a zone-less date-time in the device's own zone, so the same repair would be judged differently on
// two machines; reading it as UTC, as the sandbox writes it, keeps every rule and every page the same everywhere.
const zoneless = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** The instant of a gateway date or date-time (a zone-less one read as UTC); null when it is missing or unreadable. */
export function parseDateTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const trimmed = text.trim();
  const ms = Date.parse(zoneless.test(trimmed) ? `${trimmed}Z` : trimmed);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The instant as a machine-readable value for <time dateTime>, or undefined when unreadable. */
export function machineTime(text: string | null | undefined): string | undefined {
  return parseDateTime(text)?.toISOString();
}
