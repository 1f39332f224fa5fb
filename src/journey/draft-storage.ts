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
 * values too). What waits is written before the page goes or is hidden (pagehide, visibilitychange: a phone's tab
 * may be killed once hidden) and before the session moves (flushDrafts), so a reload never loses a key.
 */
const PAUSE_MS = 300;

/** Per key, the write that waits and its timer. */
const waiting = new Map<string, [ReturnType<typeof setTimeout>, () => void]>();

function cancel(key: string): void {
  clearTimeout(waiting.get(key)?.[0]);
  waiting.delete(key);
}

/** Writes every draft write that waits for a pause in typing, now. */
export function flushDrafts(): void {
  for (const [key, [, write]] of [...waiting]) {
    cancel(key);
    write();
  }
}

/**
 * `inner` with writes that `onlyTyping(previous, next)` says change only what was typed deferred to a pause. A waiting
 * write goes only over what this storage last wrote there: if the key has changed meanwhile (a logout clears the
 * tab's sessionStorage, and a draft written after that would outlive it) it is dropped, and a read gives what is
 * there. So only a write over this storage's own last write defers: a draft's first write, and the first after a
 * clear, go at once.
 */
export function deferTypingWrites<T>(
  inner: ValueStorage<T>,
  raw: () => Storage,
  onlyTyping: (previous: T, next: T) => boolean,
): ValueStorage<T> {
  // The same listener once, however many storages (addEventListener keeps one of each).
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushDrafts);
    window.addEventListener('visibilitychange', flushDrafts);
  }
  /** Per key, the value last given (written, waiting or read) and the text this storage last wrote or read there. */
  const last = new Map<string, { value: T; text: string | null }>();
  const ours = (key: string): boolean => raw().getItem(key) === (last.get(key)?.text ?? undefined);
  const remember = (key: string, value: T) => last.set(key, { value, text: raw().getItem(key) });
  return {
    getItem(key, initialValue) {
      const known = last.get(key);
      if (known && waiting.has(key) && ours(key)) return known.value;
      cancel(key);
      const value = inner.getItem(key, initialValue);
      remember(key, value);
      return value;
    },
    setItem(key, value) {
      const known = last.get(key);
      const write = () => {
        inner.setItem(key, value);
        remember(key, value);
      };
      cancel(key);
      if (!known || known.text === null || !onlyTyping(known.value, value) || !ours(key)) {
        write();
        return;
      }
      last.set(key, { value, text: known.text });
      waiting.set(key, [setTimeout(() => (cancel(key), ours(key) && write()), PAUSE_MS), () => ours(key) && write()]);
    },
    removeItem(key) {
      cancel(key);
      last.delete(key);
      inner.removeItem(key);
    },
  };
}
