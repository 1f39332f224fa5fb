import { whenIdleAfterPaint } from '../shared/when-idle';

/**
 * How long after a step is painted what only later pages need starts downloading: the later steps' widgets, the
 * requests effects ask ahead of need. A resident reads a page for longer than that before the next one; asked sooner,
 * they would share the phone's connections and main thread with the page being drawn (issue 13).
 */
export const LATER_NEEDS_AFTER_PAINT_MS = 1500;

/** Runs `task` once the page is painted and the browser idle, LATER_NEEDS_AFTER_PAINT_MS on; returns a cancel. */
export function afterPaint(task: () => void): () => void {
  return whenIdleAfterPaint(task, LATER_NEEDS_AFTER_PAINT_MS);
}
