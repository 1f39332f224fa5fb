import { useEffect, useState } from 'react';
import { whenIdle } from '../shared/when-idle';

/** A failed download (offline, or a release that replaced the chunk) is asked for again this long after. */
const RETRY_MS = 5000;

/**
 * A part of the page a resident may need later but not on its first screen (a dialog the session opens on its own):
 * its code, once downloaded. It is fetched when the browser is first idle while `wanted`, so it is there, offline too,
 * by the time it is `needed`; at once when it is needed first. Undefined until it has arrived. A download that fails
 * is asked for again while the part is still wanted, never remembered as failed (decision 0080).
 */
export function usePartWhenIdle<Part>(load: () => Promise<Part>, wanted: boolean, needed: boolean): Part | undefined {
  const [part, setPart] = useState<Part>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (part !== undefined || !(wanted || needed)) return;
    let live = true;
    let retry: number | undefined;
    const download = () => {
      load().then(
        (loaded) => {
          if (live) setPart(() => loaded);
        },
        () => {
          if (live) retry = window.setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
        },
      );
    };
    const cancel = needed ? (download(), () => undefined) : whenIdle(download);
    return () => {
      live = false;
      cancel();
      window.clearTimeout(retry);
    };
  }, [load, wanted, needed, part, attempt]);
  return part;
}
