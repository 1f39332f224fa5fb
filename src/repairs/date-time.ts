// The gateway writes date-times as YYYY-MM-DDTHH:mm:ss, with or without a zone (repairs.md §9; the sandbox adds Z).
// JavaScript reads a zone-less date-time in the browser's own zone, so the same repair would be judged differently
// on two machines; reading it as UTC, like the sandbox writes it, keeps every rule the same everywhere.
const zoneless = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** The instant of a gateway date or date-time (a zone-less one read as UTC); null when it is missing or unreadable. */
export function parseDateTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const trimmed = text.trim();
  const ms = Date.parse(zoneless.test(trimmed) ? `${trimmed}Z` : trimmed);
  return Number.isNaN(ms) ? null : new Date(ms);
}

// A UK resident reads a date on the UK calendar whatever the device's zone: a repair raised at 00:30 in London in
// summer is that day's, not the day before (the gateway writes UTC).
const ukLongDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** A gateway date or date-time written the GOV.UK way, "23 November 2026"; null when it is missing or unreadable. */
export function ukLongDate(text: string | null | undefined): string | null {
  const date = parseDateTime(text);
  return date ? ukLongDateFormat.format(date) : null;
}
