/**
 * The job number comes from the repairs system some seconds after submission, not in the submitting call:
 * the portal polls 5 times 5 s apart (repairs.md §9), so with 6 s it finds the number on the 3rd poll.
 */
export const DEFAULT_JOB_NUMBER_DELAY_MS = 6000;

/** job_no_delay_ms value meaning "never assign" (test control, for the job-number error page). */
export const NEVER = -1;

/**
 * When the job number is due for a repair submitted at `submittedAt` (full ISO with milliseconds, compared
 * as text with now.toISOString()); null when it never comes.
 */
export function jobNumberDueAt(submittedAt: Date, delayMs: number | null): string | null {
  if (delayMs === NEVER) return null;
  return new Date(submittedAt.getTime() + (delayMs ?? DEFAULT_JOB_NUMBER_DELAY_MS)).toISOString();
}

/** The next job number after the highest one held (seeded numbers start at 61000001). */
export function nextJobNumber(highest: number | null): string {
  return String((highest ?? 61_000_000) + 1);
}
