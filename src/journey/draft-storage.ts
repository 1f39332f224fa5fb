/** What atomWithStorage needs of a storage of values (createJSONStorage gives one). */
export interface ValueStorage<T> {
  getItem(key: string, initialValue: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
}

/**
 * Typing writes the whole draft (11 KB of JSON on a repair's description page) on every key, in the keypress's task
 * (issue 29): a write that only changes what was typed waits for a pause in the typing instead, and every other write
 * (a Continue's answers, a way out, a reset) goes at once, taking the waiting one with it (it holds the latest typed
 * values too). What waits is written before the page goes (pagehide, the tab hidden) and before the session moves
 * (flushDrafts), so a reload never loses a key.
 */
const PAUSE_MS = 300;
/** Typing on without a pause still writes at least this often (a phone's tab may be killed without a pagehide). */
const MAX_WAIT_MS = 2000;

interface Waiting {
  readonly write: () => void;
  readonly since: number;
  timer: ReturnType<typeof setTimeout>;
}

const waiting = new Map<string, Waiting>();

function cancel(key: string): void {
  const entry = waiting.get(key);
  if (entry) clearTimeout(entry.timer);
  waiting.delete(key);
}

/** Writes every draft write that waits for a pause in typing, now. */
export function flushDrafts(): void {
  for (const [key, entry] of [...waiting]) {
    cancel(key);
    entry.write();
  }
}

let listening = false;
function flushWhenThePageGoes(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushDrafts);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDrafts();
  });
}

/**
 * `inner` with writes that `onlyTyping(previous, next)` says change only what was typed deferred to a pause. A waiting
 * write goes only over what this tab last wrote there: if the key has changed meanwhile (a logout clears the tab's
 * sessionStorage, and a draft written after that would outlive it) it is dropped, and a read gives what is there. So
 * only a write over the tab's own last write defers: the first write of a draft, and the first after a clear, go at
 * once.
 */
export function deferTypingWrites<T>(
  inner: ValueStorage<T>,
  raw: () => Storage,
  onlyTyping: (previous: T, next: T) => boolean,
): ValueStorage<T> {
  flushWhenThePageGoes();
  /** The value last given for each key (written, waiting, or read). */
  const known = new Map<string, T>();
  /** The text last written to (or read from) each key by this storage. */
  const written = new Map<string, string | null>();
  const ours = (key: string): boolean => written.has(key) && raw().getItem(key) === written.get(key);
  const writeNow = (key: string, value: T) => {
    inner.setItem(key, value);
    written.set(key, raw().getItem(key));
  };
  return {
    getItem(key, initialValue) {
      if (waiting.has(key) && ours(key)) return known.get(key) ?? initialValue;
      cancel(key);
      const value = inner.getItem(key, initialValue);
      known.set(key, value);
      written.set(key, raw().getItem(key));
      return value;
    },
    setItem(key, value) {
      const previous = known.get(key);
      known.set(key, value);
      if (previous === undefined || !onlyTyping(previous, value) || written.get(key) === null || !ours(key)) {
        cancel(key);
        writeNow(key, value);
        return;
      }
      const since = waiting.get(key)?.since ?? Date.now();
      cancel(key);
      const write = () => {
        if (ours(key)) writeNow(key, value);
      };
      const delay = Math.max(0, Math.min(PAUSE_MS, since + MAX_WAIT_MS - Date.now()));
      waiting.set(key, { write, since, timer: setTimeout(() => (cancel(key), write()), delay) });
    },
    removeItem(key) {
      cancel(key);
      known.delete(key);
      written.delete(key);
      inner.removeItem(key);
    },
  };
}
