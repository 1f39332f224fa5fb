import type { LockRequester } from '../../../src/auth/refresh-lock';

/** Web Locks with exclusive locks only, shared between the Auth instances of one test (the browser's tabs). */
export function createFakeLockManager(): LockRequester & { requests: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requests: string[] = [];
  return {
    requests,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requests.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
