/** Anything that emits the DOM events a resident's activity produces (a window in the browser). */
export interface ActivityEventSource {
  addEventListener(type: string, listener: () => void, options?: { passive?: boolean; capture?: boolean }): void;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Remembers when the resident last did something in this tab. Without an event source (tests, Node) every
 * moment counts as active, which keeps the old always-refresh behaviour.
 */
export interface ActivityTracker {
  /** True when there was activity after `time` (epoch ms). */
  since(time: number): boolean;
}

export function trackActivity(source: ActivityEventSource | undefined, now: () => number): ActivityTracker {
  if (!source) return { since: () => true };
  let lastActivityAt = Number.NEGATIVE_INFINITY;
  const record = () => {
    lastActivityAt = now();
  };
  for (const type of ACTIVITY_EVENTS) source.addEventListener(type, record, { passive: true, capture: true });
  return { since: (time: number) => lastActivityAt > time };
}
