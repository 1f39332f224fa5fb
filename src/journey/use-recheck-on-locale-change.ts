import { useEffect } from 'react';

/** The part of Vite's hot-reload client this needs: the journeys plugin's 'journeys:changed' event. */
export interface HotEvents {
  on(event: 'journeys:changed', listener: (data: { file?: string } | undefined) => void): void;
  off(event: 'journeys:changed', listener: (data: { file?: string } | undefined) => void): void;
}

/** Reloads the page whenever a locale file (locales/…) is saved; returns the way to stop listening. */
export function reloadOnLocaleChange(hot: HotEvents, reload: () => void): () => void {
  const listener = (data: { file?: string } | undefined) => {
    if (data?.file?.startsWith('locales/')) reload();
  };
  hot.on('journeys:changed', listener);
  return () => hot.off('journeys:changed', listener);
}

/**
 * Development only: when a locale file is saved, the open journey page loads again, so the journey is checked
 * against the texts as they are now. Hot reload would swap the words in place and leave a message code the analyst
 * just removed showing as its bare code; a reload shows the journey's problem page instead (issue 16 §3). The
 * resident's answers are in sessionStorage, so nothing typed on earlier pages is lost.
 */
export function useRecheckOnLocaleChange(): void {
  useEffect(() => {
    const hot = import.meta.hot as Partial<HotEvents> | undefined;
    // Vite's browser client has both; the test runner's stand-in has no off, and nothing to listen to.
    if (typeof hot?.on !== 'function' || typeof hot.off !== 'function') return undefined;
    return reloadOnLocaleChange(hot as HotEvents, () => window.location.reload());
  }, []);
}
