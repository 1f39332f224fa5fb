/** The part of the Web Locks API the refresh needs; `navigator.locks` satisfies it. */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs one task at a time under `name`: across tabs with Web Locks, within this tab otherwise. */
export type Mutex = <T>(task: () => Promise<T>) => Promise<T>;

export function createMutex(name: string, locks: LockRequester | undefined): Mutex {
  if (locks) return (task) => locks.request(name, task);
  // Without Web Locks (old browsers, some embedded web views) a promise chain still stops two refreshes in one tab.
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
