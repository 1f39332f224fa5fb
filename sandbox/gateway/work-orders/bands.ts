/** Appointment time bands (UTC, like every sandbox date-time). */
export type Band = 'AM' | 'PM' | 'ALL';

export const BANDS: Readonly<Record<Band, { start: string; end: string; label: string }>> = {
  AM: { start: '08:00', end: '12:00', label: 'Morning (8am to 12pm)' },
  PM: { start: '12:00', end: '18:00', label: 'Afternoon (12pm to 6pm)' },
  ALL: { start: '08:00', end: '18:00', label: 'All day (8am to 6pm)' },
};

export const BAND_ORDER: readonly Band[] = ['AM', 'PM', 'ALL'];

/** The appointment's start and end instants (YYYY-MM-DDTHH:mm:ssZ) for a date and band. */
export function bandTimes(date: string, band: Band): { start: string; end: string } {
  return { start: `${date}T${BANDS[band].start}:00Z`, end: `${date}T${BANDS[band].end}:00Z` };
}

/**
 * The date a requested from/to pair books, when it is exactly one band of one day; null otherwise (a client
 * cannot invent its own appointment window).
 */
export function dateOfBand(from: string, to: string, band: Band): string | null {
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const date = start.toISOString().slice(0, 10);
  const expected = bandTimes(date, band);
  return start.getTime() === new Date(expected.start).getTime() && end.getTime() === new Date(expected.end).getTime()
    ? date
    : null;
}
