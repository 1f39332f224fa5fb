import { preload, unstable_serialize, type Cache } from 'swr';

/**
 * Starts an SWR key's request now, for the hook that will ask for it to take (SWR's preload), unless `cache` has the
 * key already: a page then shows it and asks again itself, and an answer asked ahead that no hook takes would be
 * handed, stale, to the next one that asks. A failure is the hook's to report.
 */
export function preloadUnlessCached<Key extends readonly unknown[], Data>(
  cache: Pick<Cache, 'get'>,
  key: Key,
  fetch: (key: Key) => Promise<Data>,
): void {
  if (cache.get(unstable_serialize(key)) === undefined) void preload(key, fetch).catch(() => undefined);
}
