import type { IdleClock } from '../../../src/auth/idle-timer';

export interface FakeClock extends IdleClock {
  /** Moves time on, running every timer that falls due, in order. */
  advance(ms: number): void;
}

export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();

  const nextDue = (until: number) => {
    let due: [number, { at: number; fn: () => void }] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
    }
    return due;
  };

  return {
    now: () => now,
    setTimeout(fn, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, fn });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (let due = nextDue(end); due; due = nextDue(end)) {
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
}
